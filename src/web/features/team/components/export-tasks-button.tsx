import { Download } from 'lucide-react';
import type { Member } from '../../../../domain/team.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * The member's task export. It stays unavailable (focusable, so its hint can be read) until the
 * export is built; a member without tasks has nothing to export in any case.
 */
export function ExportTasksButton({ member, iconOnly = false }: { member: Member; iconOnly?: boolean }) {
  const hint = member.taskCounts.total === 0 ? 'No tasks to export' : 'Export arrives soon';
  return (
    <Tooltip content={hint}>
      <Button
        variant={iconOnly ? 'ghost' : 'secondary'}
        size={iconOnly ? 'icon' : 'sm'}
        aria-disabled="true"
        aria-label={iconOnly ? `Export tasks for ${member.name}` : undefined}
        onClick={(event) => event.preventDefault()}
        className={cn('cursor-not-allowed opacity-60 hover:bg-transparent', !iconOnly && 'hover:bg-surface')}
      >
        <Download className="size-4" aria-hidden="true" />
        {!iconOnly && 'Export Tasks'}
      </Button>
    </Tooltip>
  );
}
