import { useEffect, useRef, useState } from 'react';
import { TASK_MESSAGES, taskTitleLabel, type Task } from '../../../../domain/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, userMessage } from '../../../lib/api.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { TASK_MODAL_AUTO_CLOSE_MS } from './task-form-dialog.tsx';

const PERMISSION_DENIED = 'Permission denied. You may not have permission to delete this task.';

function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    if (error.status === 404) return TASK_MESSAGES.deleteNotFound;
    if (error.status === 403) return PERMISSION_DENIED;
    return error.detail ?? 'Failed to delete task';
  }
  return userMessage(error, 'An unexpected error occurred');
}

/** Asks before deleting a task, naming it; says so when done and closes itself. */
export function DeleteTaskDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const deleteTask = useDeleteTask();
  const [deleted, setDeleted] = useState(false);
  const title = taskTitleLabel(task.title);

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => close.current(), TASK_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [deleted]);

  const pending = deleteTask.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete Task"
      size="sm"
      preventClose={pending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {deleted ? 'Close' : 'Cancel'}
          </Button>
          <Button
            variant="danger"
            loading={pending}
            disabled={deleted}
            onClick={() => deleteTask.mutate(task.id, { onSuccess: () => setDeleted(true) })}
          >
            {pending ? 'Deleting...' : 'Delete Task'}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-ink-muted">
        <p>
          Are you sure you want to delete <strong className="font-semibold text-ink">“{title}”</strong>
          {task.eventName ? ` from ${task.eventName}` : ''}? Its status history goes with it. This cannot be undone.
        </p>
        {deleted && <Notice tone="success">Task deleted successfully!</Notice>}
        {deleteTask.isError && <Notice tone="danger">{deleteErrorMessage(deleteTask.error)}</Notice>}
      </div>
    </Dialog>
  );
}
