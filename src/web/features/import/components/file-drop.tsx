import { useId, useState, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { IMPORT_ACCEPT } from '../import-text.ts';

interface FileDropProps {
  kind: 'tasks' | 'members';
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A drop zone around a real file input, which the keyboard reaches (Tab, then Space or Enter). */
export function FileDrop({ kind, disabled, onFile }: FileDropProps) {
  const hintId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <label
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-line-strong bg-surface-muted/40 px-6 py-8 text-center',
        'focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 hover:border-brand-500',
        over && 'border-brand-500 bg-brand-50 dark:bg-brand-900/20',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <FileUp className="size-8 text-brand-600 dark:text-brand-400" aria-hidden="true" />
      <span className="text-sm font-semibold text-ink">Drop a file here, or choose one</span>
      <span id={hintId} className="text-xs text-ink-muted">
        {kind === 'tasks'
          ? 'A CSV (any delimiter), a Trello board JSON export, an Asana project CSV export or an Eventry CSV export; up to 20 MB.'
          : 'A CSV with the members’ names, and their e-mail, company and role if you have them; up to 20 MB.'}
      </span>
      <input
        type="file"
        accept={IMPORT_ACCEPT}
        aria-label="Choose a file to import"
        aria-describedby={hintId}
        disabled={disabled}
        className="sr-only"
        onChange={(change) => {
          const file = change.target.files?.[0];
          // The same file chosen again, after fixing it on disk, is read again.
          change.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
