import { useId, useState } from 'react';
import { CalendarDays, ChevronDown, Download, FileSpreadsheet, FileText, NotebookText, Users, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { countLabel } from '../../lib/count-label.ts';
import { exportProgressLabel, type TaskExportScope } from '../../lib/exports/export-files.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdown-menu.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { RUN_SHEET_GROUPINGS, type RunSheetGrouping } from '../../lib/exports/run-sheet.ts';
import { useTaskExport, type ReportSubject } from './use-task-export.ts';

export const NO_TASKS_TO_EXPORT = 'No tasks to export';

const RUN_SHEET_ITEMS: Record<RunSheetGrouping, { label: string; icon: LucideIcon }> = {
  date: { label: 'Run sheet by date (PDF)', icon: CalendarDays },
  person: { label: 'Run sheet by person (PDF)', icon: Users },
};

interface PdfItemProps {
  label: string;
  icon: LucideIcon;
  /** Why it cannot be chosen now, shown under it; null when it can. */
  unavailable: string | null;
  onSelect: () => void;
}

/** A PDF the menu offers; unavailable, it stays legible and says what to do. */
function PdfItem({ label, icon: Icon, unavailable, onSelect }: PdfItemProps) {
  const hintId = useId();
  return (
    <DropdownMenuItem
      disabled={unavailable !== null}
      aria-describedby={unavailable !== null ? hintId : undefined}
      onSelect={onSelect}
      className="items-start data-disabled:opacity-100"
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
      <span className="flex flex-col">
        <span className={cn(unavailable !== null && 'text-ink-subtle')}>{label}</span>
        {unavailable !== null && (
          <span id={hintId} className="text-xs text-ink-muted">
            {unavailable}
          </span>
        )}
      </span>
    </DropdownMenuItem>
  );
}

interface TaskExportMenuProps {
  /** The tasks to export: the same filters as the tasks list. */
  scope: TaskExportScope;
  /** How many tasks the scope holds; with none, the menu does not open and says why. */
  count: number;
  /** False when the list stopped counting at `count` (a broad search): the menu says "1,000+ tasks". */
  countExact?: boolean;
  /** Why a PDF cannot be made of this scope, or null when it can. */
  pdfUnavailable?: string | null;
  /**
   * Offers the event's run sheet (a PDF of the scope's tasks by due day or by person) when given:
   * null when it can be made, or why it cannot. Left out, the menu has no run sheet.
   */
  runSheetUnavailable?: string | null;
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
 * One Export button with a menu: a PDF report and, where offered, the event's run sheet (both made in
 * the browser), the CSV and the worksheet (made by the server), all of the same tasks. While an
 * export runs the button shows how far it is.
 */
export function TaskExportMenu({
  scope,
  count,
  countExact = true,
  pdfUnavailable = null,
  runSheetUnavailable,
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
          <DropdownMenuLabel>Export {countLabel(count, 'task', 'tasks', countExact)}</DropdownMenuLabel>
          <PdfItem label="Export PDF" icon={FileText} unavailable={pdfUnavailable} onSelect={() => void run('pdf', scope, subject)} />
          {runSheetUnavailable !== undefined &&
            RUN_SHEET_GROUPINGS.map((grouping) => (
              <PdfItem
                key={grouping}
                {...RUN_SHEET_ITEMS[grouping]}
                unavailable={runSheetUnavailable}
                onSelect={() => void run('pdf', scope, subject, { kind: 'run-sheet', grouping })}
              />
            ))}
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
