import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Undo2 } from 'lucide-react';
import { countLabel } from '../../../../domain/english-format.ts';
import type { ImportResult } from '../../../../domain/task-import/import-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { userMessage } from '../../../lib/api.ts';
import { useUndoImport } from '../api/import-requests.ts';
import { importedText, undoneText } from '../import-text.ts';
import type { ImportKind } from '../worker/import-protocol.ts';

interface ImportDoneProps {
  kind: ImportKind;
  result: ImportResult;
  event: { id: number; name: string };
  onImportAnother: () => void;
}

/** The import's result, the way to what it made, and its undo (asked first). */
export function ImportDone({ kind, result, event, onImportAnother }: ImportDoneProps) {
  const undo = useUndoImport();
  const [confirming, setConfirming] = useState(false);
  // The result replaces the screen the user was scrolled down in: it is brought into view and read out.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const undone = undo.data;
  const listLink = kind === 'tasks' && result.batchId !== null ? `/app/tasks?event=${event.id}&batch=${result.batchId}` : `/app/team?event=${event.id}`;
  const removed = countLabel(kind === 'tasks' ? result.tasksCreated : result.membersCreated, kind === 'tasks' ? 'task' : 'team member');

  return (
    <Card className="space-y-4 p-5 sm:p-6">
      {undone ? (
        <Notice tone="success" title={undoneText(undone)}>
          Nothing else of {event.name} was changed.
        </Notice>
      ) : (
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          <div role="status">
            <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">{importedText(kind, result, event.name)}</h2>
            {kind === 'tasks' && result.membersCreated > 0 && (
              <p className="text-sm text-ink-muted">{countLabel(result.membersCreated, 'new team member')} added to the team.</p>
            )}
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {!undone && (
          <Button asChild>
            <Link to={listLink}>{kind === 'tasks' ? 'Open the tasks' : 'Open the team'}</Link>
          </Button>
        )}
        {!undone && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Undo2 className="size-4" aria-hidden="true" />
            Undo import
          </Button>
        )}
        <Button variant={undone ? 'primary' : 'ghost'} onClick={onImportAnother}>
          Import another file
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) undo.reset();
        }}
        title="Undo this import?"
        confirmLabel="Undo import"
        pending={undo.isPending}
        error={undo.isError ? userMessage(undo.error) : undefined}
        onConfirm={() => undo.mutate(result.importId, { onSuccess: () => setConfirming(false) })}
      >
        <p>
          The {removed}
          {kind === 'tasks' && result.membersCreated > 0 ? ` and ${countLabel(result.membersCreated, 'new team member')}` : ''} of this import will be
          removed from {event.name}. If any of them was changed since, nothing is removed.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
