import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';

interface FormDialogFooterProps {
  /** The id of the dialog's form, which the submit button submits from the footer. */
  formId: string;
  onCancel: () => void;
  /** While saving: Cancel is disabled and the submit button shows its spinner. */
  busy: boolean;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  submitVariant?: ButtonProps['variant'];
}

/** Cancel and the form's submit button, as every form dialog ends. */
export function FormDialogFooter({ formId, onCancel, busy, submitLabel, submitDisabled, submitVariant }: FormDialogFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={busy} disabled={submitDisabled} variant={submitVariant}>
        {submitLabel}
      </Button>
    </>
  );
}
