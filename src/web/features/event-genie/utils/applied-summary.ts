import type { AppliedTheme } from '../../../../domain/event-genie.ts';
import { countLabel, formatCount } from '../../../../domain/english-format.ts';

/** What applying a theme did, in one sentence: the tagline, the tasks created and those the event already had. */
export function appliedSummary(applied: AppliedTheme): string {
  const { descriptionUpdated, createdTasks, skippedTasks } = applied;
  const parts = [
    descriptionUpdated ? 'the tagline is now first in the description' : null,
    createdTasks > 0 ? `${countLabel(createdTasks, 'task')} created` : null,
  ].filter((part): part is string => part !== null);
  const skipped =
    skippedTasks === 0
      ? null
      : createdTasks > 0
        ? `${formatCount(skippedTasks)} ${skippedTasks === 1 ? 'was' : 'were'} already in the event`
        : `no tasks created: ${skippedTasks === 1 ? 'the task was' : `all ${formatCount(skippedTasks)} were`} already in the event`;
  if (parts.length === 0 && skipped === null) return 'Nothing needed changing: the description already starts with this tagline.';
  const sentence = [parts.join(' and '), skipped].filter((part) => part !== null && part !== '').join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
