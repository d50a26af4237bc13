import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const control =
  'w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-ink shadow-xs placeholder:text-ink-subtle ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30';
/** Selects count as read-only to CSS, so only text fields get the read-only look. */
const textControl = `${control} read-only:bg-surface-muted`;

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(textControl, 'h-10', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(textControl, 'min-h-20 py-2 leading-relaxed', className)} {...props} />;
});

/** A native select: fully keyboard- and screen-reader-accessible, styled like the other controls. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cn(control, 'h-10 pr-8', className)} {...props} />;
});
