import { Plus } from 'lucide-react';
import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import { countLabel, formatCalendarDay } from '../../../../../domain/english-format.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { CalendarTaskRow } from './calendar-task-row.tsx';

interface CalendarDayDialogProps {
  date: CalendarDate;
  tasks: readonly Task[];
  today: boolean;
  eventDay: boolean;
  canEdit: boolean;
  onClose: () => void;
  onOpenTask: (task: Task) => void;
  onCreateOnDay: (date: CalendarDate) => void;
}

/** All the tasks of one day ("+N more", or Enter on a day), each opening the task; an editor may add one due that day. */
export function CalendarDayDialog({ date, tasks, today, eventDay, canEdit, onClose, onOpenTask, onCreateOnDay }: CalendarDayDialogProps) {
  const notes = [countLabel(tasks.length, 'task', 'tasks'), today && 'Today', eventDay && 'Event day'].filter(Boolean).join(' · ');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={formatCalendarDay(date, 'weekday-date')}
      description={notes}
      footer={
        canEdit ? (
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              onCreateOnDay(date);
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            Create a task due this day
          </Button>
        ) : undefined
      }
    >
      {tasks.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing is due this day.</p>
      ) : (
        <ul className="space-y-2">
          {tasks.map((task) => (
            <CalendarTaskRow
              key={task.id}
              task={task}
              onOpen={
                canEdit
                  ? (chosen) => {
                      onClose();
                      onOpenTask(chosen);
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
