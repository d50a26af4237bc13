import { useId, useState } from 'react';
import { ChevronDown, Download, FileSpreadsheet, FileText, NotebookText } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { countLabel } from '../../lib/count-label.ts';
import { exportProgressLabel, type TaskExportScope } from '../../lib/exports/export-files.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdown-menu.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { useTaskExport, type ReportSubject } from './use-task-export.ts';

export const NO_TASKS_TO_EXPORT = 'No tasks to export';

interface TaskExportMenuProps {
  /** The tasks to export: the same filters as the tasks list. */
  scope: TaskExportScope;
  /** How many tasks the scope holds; with none, the menu does not open and says why. */
  count: number;
  /** Why a PDF cannot be made of this scope, or null when it can. */
  pdfUnavailable?: string | null;
  /** Whom the PDF report is about (read from the tasks when not given). */
  subject?: ReportSubject;
  /** The button's text, or its accessible name when `iconOnly`. */
  label: string;
  /** The hint on hover and focus when there is something to export. */
  hint: string;
  iconOnly?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * One Export button with a menu: a PDF report (made in the browser), the CSV and the worksheet
 * (made by the server) of the same tasks. While an export runs the button shows how far it is.
 */
export function TaskExportMenu({
  scope,
  count,
  pdfUnavailable = null,
  subject,
  label,
  hint,
  iconOnly = false,
  variant = 'secondary',
  size = 'md',
  className,
}: TaskExportMenuProps) {
  const [open, setOpen] = useState(false);
  const { progress, run } = useTaskExport();
  const pdfHintId = useId();
  const available = count > 0;
  const busyLabel = progress ? exportProgressLabel(progress) : null;
  // An icon-only button shows its progress in the hint; a button with text shows it already.
  const busyTooltip = busyLabel && (iconOnly ? busyLabel : 'Wait for this export to finish');

  // Not natively disabled when there is nothing to export, nor while busy: it keeps focus and hover, so the hint shows.
  return (
    <>
      <DropdownMenu open={open} onOpenChange={(next) => setOpen(next && available && progress === null)}>
        <Tooltip content={busyTooltip ?? (available ? hint : NO_TASKS_TO_EXPORT)}>
          <DropdownMenuTrigger asChild>
            <Button
              variant={iconOnly ? 'ghost' : variant}
              size={iconOnly ? 'icon' : size}
              aria-label={iconOnly ? label : undefined}
              aria-disabled={!available || progress !== null || undefined}
              aria-busy={progress !== null || undefined}
              className={cn(
                !available && 'cursor-not-allowed opacity-60',
                !available && (iconOnly ? 'hover:bg-transparent' : 'hover:bg-surface'),
                progress !== null && 'cursor-progress',
                className,
              )}
            >
              {progress ? <Spinner /> : <Download className="size-4" aria-hidden="true" />}
              {!iconOnly && (busyLabel ?? label)}
              {!iconOnly && !progress && <ChevronDown className="size-4 text-ink-subtle" aria-hidden="true" />}
            </Button>
          </DropdownMenuTrigger>
        </Tooltip>
        <DropdownMenuContent className="w-64" collisionPadding={8}>
          <DropdownMenuLabel>Export {countLabel(count, 'task')}</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={pdfUnavailable !== null}
            aria-describedby={pdfUnavailable !== null ? pdfHintId : undefined}
            onSelect={() => void run('pdf', scope, subject)}
            // Unavailable, it stays legible: its hint says what to do.
            className="items-start data-disabled:opacity-100"
          >
            <FileText className="mt-0.5 size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
            <span className="flex flex-col">
              <span className={cn(pdfUnavailable !== null && 'text-ink-subtle')}>Export PDF</span>
              {pdfUnavailable !== null && (
                <span id={pdfHintId} className="text-xs text-ink-muted">
                  {pdfUnavailable}
                </span>
              )}
            </span>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void run('csv', scope)}>
            <FileSpreadsheet className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
            Download CSV
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void run('worksheet', scope)}>
            <NotebookText className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
            Download worksheet
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Progress is announced as it goes; the button's own label may be an icon only. */}
      <span role="status" className="sr-only">
        {busyLabel}
      </span>
    </>
  );
}
