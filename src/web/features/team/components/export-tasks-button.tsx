import { Download } from 'lucide-react';
import type { Member } from '../../../../domain/team.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * The member's task export, offered once the member has tasks. A member without tasks has nothing
 * to export: the button stays focusable (so its hint can be read) but does nothing.
 */
export function ExportTasksButton({ member, iconOnly = false }: { member: Member; iconOnly?: boolean }) {
  const toast = useToast();
  const hasTasks = member.taskCounts.total > 0;
  return (
    <Tooltip content={hasTasks ? `Export the tasks of ${member.name}` : 'No tasks to export'}>
      <Button
        variant={iconOnly ? 'ghost' : 'secondary'}
        size={iconOnly ? 'icon' : 'sm'}
        aria-disabled={!hasTasks || undefined}
        aria-label={iconOnly ? `Export tasks for ${member.name}` : undefined}
        onClick={(event) => {
          event.preventDefault();
          if (hasTasks) toast.info('Task export is coming in the next release', `The tasks of ${member.name} will be exported then.`);
        }}
        className={cn(!hasTasks && 'cursor-not-allowed opacity-60 hover:bg-transparent', !hasTasks && !iconOnly && 'hover:bg-surface')}
      >
        <Download className="size-4" aria-hidden="true" />
        {!iconOnly && 'Export Tasks'}
      </Button>
    </Tooltip>
  );
}
