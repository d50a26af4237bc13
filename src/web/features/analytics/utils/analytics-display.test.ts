import { describe, expect, it } from 'vitest';
import {
  changeDirectionOf,
  formatPercent,
  nameList,
  ordinal,
  rangeLabel,
  weeklySummary,
  workloadLevelOf,
  workloadRecommendation,
} from './analytics-display.ts';

describe('workloadLevelOf', () => {
  it('is yellow (high) above 25% and red (very high) above 40%, the bounds themselves included below', () => {
    expect(workloadLevelOf(0)).toBe('normal');
    expect(workloadLevelOf(25)).toBe('normal');
    expect(workloadLevelOf(25.1)).toBe('high');
    expect(workloadLevelOf(40)).toBe('high');
    expect(workloadLevelOf(40.1)).toBe('very-high');
    expect(workloadLevelOf(100)).toBe('very-high');
  });
});

describe('formatPercent', () => {
  it('shows one decimal at most, and none for a whole number', () => {
    expect(formatPercent(30)).toBe('30%');
    expect(formatPercent(28.5)).toBe('28.5%');
    expect(formatPercent(33.3)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('rangeLabel', () => {
  it('names the first and last day, the year once', () => {
    expect(rangeLabel({ from: '2030-06-01', to: '2030-06-07' })).toBe('Jun 1 – Jun 7, 2030');
    expect(rangeLabel({ from: '2029-12-26', to: '2030-01-01' })).toBe('Dec 26, 2029 – Jan 1, 2030');
    expect(rangeLabel({ from: '2030-06-07', to: '2030-06-07' })).toBe('Jun 7, 2030');
  });
});

describe('changeDirectionOf', () => {
  it('reads the direction from the sign of the label', () => {
    expect(changeDirectionOf('+12%')).toBe('up');
    expect(changeDirectionOf('+2')).toBe('up');
    expect(changeDirectionOf('-3%')).toBe('down');
    expect(changeDirectionOf('0%')).toBe('flat');
    expect(changeDirectionOf('0')).toBe('flat');
    expect(changeDirectionOf('+5 pts')).toBe('up');
    expect(changeDirectionOf('-1 pt')).toBe('down');
    expect(changeDirectionOf('0 pts')).toBe('flat');
    expect(changeDirectionOf('—')).toBe('none');
  });
});

describe('ordinal', () => {
  it('gives English ordinals, the teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th',
    ]);
  });
});

describe('nameList', () => {
  it('joins up to three names and counts the rest', () => {
    expect(nameList([])).toBe('');
    expect(nameList(['Ana'])).toBe('Ana');
    expect(nameList(['Ana', 'Ben'])).toBe('Ana and Ben');
    expect(nameList(['Ana', 'Ben', 'Cara'])).toBe('Ana, Ben and Cara');
    expect(nameList(['Ana', 'Ben', 'Cara', 'Dan'])).toBe('Ana, Ben, Cara and 1 other');
    expect(nameList(['Ana', 'Ben', 'Cara', 'Dan', 'Eve', 'Fay'])).toBe('Ana, Ben, Cara and 3 others');
  });
});

describe('workloadRecommendation', () => {
  const member = (name: string, workloadPercentage: number, event: [number, string] = [1, 'Gala']) => ({
    name,
    workloadPercentage,
    eventId: event[0],
    assignedEvent: event[1],
  });

  it('names the overloaded members (over 35%) and those with room (under 15%)', () => {
    const advice = workloadRecommendation([member('Ana', 50), member('Ben', 20), member('Cara', 10), member('Dan', 5)]);
    expect(advice.tone).toBe('warning');
    expect(advice.lines).toEqual([
      'Ana is overloaded (over 35% of the tasks). Consider moving some of their tasks to Cara and Dan, who have room (under 15%).',
    ]);
  });

  it('counts the band edges as balanced: 15% and 35% exactly', () => {
    const advice = workloadRecommendation([member('Ana', 35), member('Ben', 15), member('Cara', 35), member('Dan', 15)]);
    expect(advice).toEqual({
      tone: 'success',
      title: 'The workload is balanced',
      lines: ['Everyone has between 15% and 35% of the tasks.'],
    });
  });

  it('says when nobody has room to take tasks over', () => {
    const advice = workloadRecommendation([member('Ana', 40), member('Ben', 36), member('Cara', 24)]);
    expect(advice.tone).toBe('warning');
    expect(advice.lines[0]).toContain('Ana and Ben are overloaded (over 35% of the tasks), and nobody is under 15% to take tasks over.');
  });

  it('names who has room when nobody is overloaded', () => {
    const advice = workloadRecommendation([member('Ana', 30), member('Ben', 14.9)]);
    expect(advice).toMatchObject({ tone: 'success', title: 'Nobody is overloaded' });
    expect(advice.lines).toEqual(['Ben has room for more tasks (under 15% of the tasks).']);
  });

  describe('with All Events', () => {
    const gala: [number, string] = [1, 'Gala'];
    const fair: [number, string] = [2, 'Fair'];
    const expo: [number, string] = [3, 'Expo'];

    it('only suggests moving tasks within an event, event by event', () => {
      // Fair's Cy cannot take Gala's tasks: a task's assignee is a member of its event.
      const advice = workloadRecommendation(
        [member('Ana', 60, gala), member('Cy', 10, fair), member('Ben', 10, gala), member('Dee', 90, fair), member('Eve', 100, expo)],
        true,
      );
      expect(advice).toEqual({
        tone: 'warning',
        title: 'Rebalance the workload',
        lines: [
          // events where someone has room first, A to Z; then the others
          'Fair: Dee is overloaded (over 35% of the event\'s tasks). Consider moving some of their tasks to Cy, who has room (under 15%).',
          'Gala: Ana is overloaded (over 35% of the event\'s tasks). Consider moving some of their tasks to Ben, who has room (under 15%).',
          'Expo: Eve is overloaded (over 35% of the event\'s tasks), and nobody there is under 15% to take tasks over. Consider adding a team member or spreading the tasks more evenly.',
        ],
      });
    });

    it('names three events and counts the rest', () => {
      const events = ['A', 'B', 'C', 'D', 'E'].map((name, index): [number, string] => [index + 1, name]);
      const advice = workloadRecommendation(events.map((event) => member(`Solo ${event[1]}`, 100, event)), true);
      expect(advice.lines.map((line) => line.slice(0, 2))).toEqual(['A:', 'B:', 'C:', '2 ']);
      expect(advice.lines[3]).toBe('2 more events have overloaded members.');
      const four = workloadRecommendation(events.slice(0, 4).map((event) => member(`Solo ${event[1]}`, 100, event)), true);
      expect(four.lines[3]).toBe('1 more event has overloaded members.');
    });

    it('measures against each member’s own event when nobody is overloaded', () => {
      expect(workloadRecommendation([member('Ana', 20, gala), member('Cy', 10, fair)], true).lines).toEqual([
        "Cy has room for more tasks (under 15% of their event's tasks).",
      ]);
      expect(workloadRecommendation([member('Ana', 20, gala), member('Cy', 30, fair)], true).lines).toEqual([
        "Everyone has between 15% and 35% of their event's tasks.",
      ]);
    });
  });
});

describe('weeklySummary', () => {
  const week = (tasks: number[], completed: number[]) =>
    (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const).map((day, index) => ({ day, tasks: tasks[index]!, completed: completed[index]! }));

  it('gives the totals and the busiest weekdays', () => {
    expect(weeklySummary(week([1, 0, 4, 0, 2, 0, 0], [0, 1, 1, 0, 3, 0, 0]))).toBe(
      '7 tasks due and 5 completed in this period. Most tasks are due on Wednesday (4). Most are completed on Friday (3).',
    );
  });

  it('says "1 task", not "1 tasks"', () => {
    expect(weeklySummary(week([1, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0]))).toBe(
      '1 task due and 1 completed in this period. Most tasks are due on Monday (1). Most are completed on Monday (1).',
    );
  });

  it('says so when nothing was due or completed', () => {
    expect(weeklySummary(week([0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]))).toBe('No tasks were due or completed in this period.');
  });
});
