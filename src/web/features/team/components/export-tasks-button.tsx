import type { Member } from '../../../../domain/team.ts';
import { TaskExportMenu } from '../../../components/task-export/task-export-menu.tsx';

/**
 * The member's tasks as a PDF report, a CSV or a worksheet. A member without tasks has nothing to
 * export: the button stays focusable (so its hint can be read) but opens nothing.
 */
export function ExportTasksButton({ member, iconOnly = false }: { member: Member; iconOnly?: boolean }) {
  return (
    <TaskExportMenu
      label={iconOnly ? `Export tasks for ${member.name}` : 'Export Tasks'}
      hint={`Export the tasks of ${member.name}`}
      scope={{ eventId: member.eventId, member: member.id }}
      count={member.taskCounts.total}
      subject={{ event: { name: member.eventName }, member: { name: member.name, code: member.code } }}
      iconOnly={iconOnly}
      size="sm"
    />
  );
}
