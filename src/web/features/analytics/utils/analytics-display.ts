import {
  WORKLOAD_BALANCED_MAX,
  WORKLOAD_BALANCED_MIN,
  workloadBandOf,
  type AnalyticsResponse,
  type DateRange,
  type MemberStats,
} from '../../../../domain/analytics.ts';
import { countLabel, formatCalendarDay, formatCount } from '../../../../domain/english-format.ts';

/** Rows the leaderboard and the workload list show at first, and add with each "Show more". */
export const MEMBER_ROWS_STEP = 25;
/** Events the progress list shows at first, and adds with each "Show more". */
export const EVENT_ROWS_STEP = 8;
/** Achievements listed at first, and added with each "Show more". */
export const ACHIEVEMENT_ROWS_STEP = 6;

/** Above this share of the tasks a member's workload is shown as high (yellow)… */
export const WORKLOAD_HIGH_ABOVE = 25;
/** …and above this one as very high (red). */
export const WORKLOAD_VERY_HIGH_ABOVE = 40;

export type WorkloadLevel = 'normal' | 'high' | 'very-high';

export function workloadLevelOf(workloadPercentage: number): WorkloadLevel {
  if (workloadPercentage > WORKLOAD_VERY_HIGH_ABOVE) return 'very-high';
  if (workloadPercentage > WORKLOAD_HIGH_ABOVE) return 'high';
  return 'normal';
}

/** The word that goes with the colour of a workload figure, so the colour is never the only sign. */
export const WORKLOAD_LEVEL_LABELS: Record<WorkloadLevel, string | null> = {
  normal: null,
  high: 'High',
  'very-high': 'Very high',
};

/** "30%", "28.5%", "1,250%": at most one decimal, none when it is .0. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

export function periodLabel(period: number): string {
  return `Last ${period} Days`;
}

/** "Jun 1 – Jun 7, 2030"; "Dec 26, 2029 – Jan 1, 2030" across a new year; "Jun 7, 2030" for one day. */
export function rangeLabel({ from, to }: DateRange): string {
  if (from === to) return formatCalendarDay(to, 'date');
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatCalendarDay(from, sameYear ? 'day' : 'date')} – ${formatCalendarDay(to, 'date')}`;
}

export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

/** Which way a change label ('+12%', '-3%', '+5 pts', '0 pts', '0', '—') points. */
export function changeDirectionOf(label: string): ChangeDirection {
  if (label.startsWith('+')) return 'up';
  if (label.startsWith('-')) return 'down';
  if (/^0(%| pts)?$/.test(label)) return 'flat';
  return 'none';
}

/**
 * What a member's workload is a share of: with one event chosen, the tasks in scope (the spec's
 * "share of all filtered tasks"); with All Events, the member's own event's tasks, so members are
 * compared within their team. The same words in the bands, the bars and the advice.
 */
export function workloadBase(allEvents: boolean): string {
  return allEvents ? "their event's tasks" : 'the tasks';
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[rank % 10] ?? 'th';
  return `${rank}${suffix}`;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cara", "Ana, Ben, Cara and 4 others". */
export function nameList(names: readonly string[], shown = 3): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length <= shown) return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const rest = names.length - shown;
  return `${names.slice(0, shown).join(', ')} and ${rest} ${rest === 1 ? 'other' : 'others'}`;
}

export interface WorkloadRecommendation {
  tone: 'success' | 'warning';
  title: string;
  /** One paragraph, or with All Events one per event that needs attention. */
  lines: string[];
}

type AdvisedMember = Pick<MemberStats, 'name' | 'workloadPercentage' | 'eventId' | 'assignedEvent'>;

/** Events named in the advice with All Events; the rest are counted. */
export const ADVICE_EVENTS_SHOWN = 3;

const are = (names: readonly string[]) => (names.length === 1 ? 'is' : 'are');
const has = (names: readonly string[]) => (names.length === 1 ? 'has' : 'have');
const over = (base: string) => `over ${WORKLOAD_BALANCED_MAX}% of ${base}`;
const under = `under ${WORKLOAD_BALANCED_MIN}%`;

function bandsOf(members: readonly AdvisedMember[]) {
  return {
    overloaded: members.filter((member) => workloadBandOf(member.workloadPercentage) === 'overloaded').map((member) => member.name),
    withRoom: members.filter((member) => workloadBandOf(member.workloadPercentage) === 'underutilized').map((member) => member.name),
  };
}

/** "Ana is overloaded (over 35% of the tasks). Consider moving some of their tasks to Ben, who has room (under 15%)." */
function rebalance(overloaded: readonly string[], withRoom: readonly string[], base: string, nobody: string): string {
  if (withRoom.length > 0) {
    return (
      `${nameList(overloaded)} ${are(overloaded)} overloaded (${over(base)}). ` +
      `Consider moving some of their tasks to ${nameList(withRoom)}, who ${has(withRoom)} room (${under}).`
    );
  }
  return (
    `${nameList(overloaded)} ${are(overloaded)} overloaded (${over(base)}), and ${nobody} is ${under} to take tasks over. ` +
    'Consider adding a team member or spreading the tasks more evenly.'
  );
}

/**
 * The advice beside the workload bars: who is overloaded (over 35%) and who has room (under 15%), or
 * that the load is balanced. Members are taken in the order given (most points first).
 *
 * With one event chosen the members share its tasks. With All Events (`allEvents`) a task can only
 * move between members of its own event, so the advice is given event by event — the events where
 * someone has room first, then A to Z — naming at most ADVICE_EVENTS_SHOWN of them.
 */
export function workloadRecommendation(members: readonly AdvisedMember[], allEvents = false): WorkloadRecommendation {
  const base = workloadBase(allEvents);
  const { overloaded, withRoom } = bandsOf(members);

  if (overloaded.length === 0) {
    if (withRoom.length > 0) {
      return { tone: 'success', title: 'Nobody is overloaded', lines: [`${nameList(withRoom)} ${has(withRoom)} room for more tasks (${under} of ${base}).`] };
    }
    return {
      tone: 'success',
      title: 'The workload is balanced',
      lines: [`Everyone has between ${WORKLOAD_BALANCED_MIN}% and ${WORKLOAD_BALANCED_MAX}% of ${base}.`],
    };
  }

  if (!allEvents) return { tone: 'warning', title: 'Rebalance the workload', lines: [rebalance(overloaded, withRoom, base, 'nobody')] };

  const events = new Map<number, { name: string; members: AdvisedMember[] }>();
  for (const member of members) {
    if (!events.has(member.eventId)) events.set(member.eventId, { name: member.assignedEvent, members: [] });
    events.get(member.eventId)!.members.push(member);
  }
  const needing = [...events.values()]
    .map((event) => ({ name: event.name, ...bandsOf(event.members) }))
    .filter((event) => event.overloaded.length > 0)
    .sort(
      (a, b) =>
        Number(b.withRoom.length > 0) - Number(a.withRoom.length > 0) ||
        (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0),
    );
  const lines = needing
    .slice(0, ADVICE_EVENTS_SHOWN)
    .map((event) => `${event.name}: ${rebalance(event.overloaded, event.withRoom, "the event's tasks", 'nobody there')}`);
  const rest = needing.length - ADVICE_EVENTS_SHOWN;
  if (rest > 0) lines.push(`${countLabel(rest, 'more event')} ${rest === 1 ? 'has' : 'have'} overloaded members.`);
  return { tone: 'warning', title: 'Rebalance the workload', lines };
}

/** A sentence with the weekly chart's main figures, for its caption. */
export function weeklySummary(days: AnalyticsResponse['productivityData']): string {
  const due = days.reduce((sum, day) => sum + day.tasks, 0);
  const completed = days.reduce((sum, day) => sum + day.completed, 0);
  if (due === 0 && completed === 0) return 'No tasks were due or completed in this period.';
  const busiest = days.reduce((best, day) => (day.tasks > best.tasks ? day : best));
  const best = days.reduce((top, day) => (day.completed > top.completed ? day : top));
  const parts = [`${countLabel(due, 'task')} due and ${formatCount(completed)} completed in this period.`];
  if (busiest.tasks > 0) parts.push(`Most tasks are due on ${WEEKDAY_NAMES[busiest.day]} (${formatCount(busiest.tasks)}).`);
  if (best.completed > 0) parts.push(`Most are completed on ${WEEKDAY_NAMES[best.day]} (${formatCount(best.completed)}).`);
  return parts.join(' ');
}

export const WEEKDAY_NAMES: Record<AnalyticsResponse['productivityData'][number]['day'], string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};
