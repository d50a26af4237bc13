import { describe, expect, it } from 'vitest';
import {
  achievementsOf,
  analyticsQuerySchema,
  analyticsResponseSchema,
  averageWorkloadOf,
  BADGES,
  badgeOf,
  buildAnalytics,
  changeLabel,
  completionRateOf,
  efficiencyOf,
  levelOf,
  periodRange,
  pointsOf,
  previousPeriodRange,
  productivityOf,
  streakOf,
  weekdayOf,
  workloadBandOf,
  workloadDistributionOf,
  workloadPercentageOf,
  type AchievementMember,
  type AnalyticsInput,
} from './analytics.ts';

describe('analyticsQuerySchema', () => {
  it('defaults the period to 7 days and accepts 7, 30 and 90', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ period: 7 });
    expect(analyticsQuerySchema.parse({ period: '30', eventId: '4', today: '2026-03-05' })).toEqual({ period: 30, eventId: 4, today: '2026-03-05' });
    expect(analyticsQuerySchema.parse({ period: '90' }).period).toBe(90);
  });

  it.each(['14', '0', '-7', '7.5', 'week', ''])('refuses period=%j with one clear message', (period) => {
    const result = analyticsQuerySchema.safeParse({ period });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Period must be 7, 30 or 90 days']);
  });

  it('refuses an event id that is not an id and a today that is not a date', () => {
    expect(analyticsQuerySchema.safeParse({ eventId: 'abc' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ eventId: '0' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ today: '2026-02-30' }).success).toBe(false);
  });
});

describe('periods', () => {
  it('runs the period back from today, both ends included, and the previous one just before', () => {
    expect(periodRange(7, '2026-03-05')).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(previousPeriodRange(7, '2026-03-05')).toEqual({ from: '2026-02-20', to: '2026-02-26' });
    expect(periodRange(30, '2026-03-05')).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(periodRange(90, '2026-03-05')).toEqual({ from: '2025-12-06', to: '2026-03-05' });
    expect(previousPeriodRange(90, '2026-03-05')).toEqual({ from: '2025-09-07', to: '2025-12-05' });
  });

  it('names weekdays Monday first', () => {
    // 2026-03-02 is a Monday
    expect(['2026-03-02', '2026-03-03', '2026-03-07', '2026-03-08'].map(weekdayOf)).toEqual(['Mon', 'Tue', 'Sat', 'Sun']);
  });
});

describe('points and levels', () => {
  it('scores completed × 10 + in progress × 5 + to do × 2', () => {
    expect(pointsOf({ completed: 3, inProgress: 2, todo: 4 })).toBe(48);
    expect(pointsOf({ completed: 0, inProgress: 0, todo: 0 })).toBe(0);
    expect(pointsOf({ completed: 50, inProgress: 0, todo: 0 })).toBe(500);
  });

  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [199, 2],
    [200, 3],
    [1234, 13],
  ])('level at %i points is %i', (points, level) => {
    expect(levelOf(points)).toBe(level);
  });
});

describe('completion rate', () => {
  it.each([
    [0, 0, 0],
    [0, 5, 0],
    [5, 5, 100],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13], // 12.5 rounds up
    [7, 8, 88], // 87.5 rounds up
  ])('%i of %i is %i %', (completed, total, rate) => {
    expect(completionRateOf(completed, total)).toBe(rate);
  });
});

describe('workload', () => {
  it('is the member’s share of the filtered tasks, one decimal', () => {
    expect(workloadPercentageOf(1, 3)).toBe(33.3);
    expect(workloadPercentageOf(2, 3)).toBe(66.7);
    expect(workloadPercentageOf(3, 20)).toBe(15);
    expect(workloadPercentageOf(0, 20)).toBe(0);
    expect(workloadPercentageOf(0, 0)).toBe(0);
    expect(workloadPercentageOf(7, 7)).toBe(100);
  });

  it.each([
    [0, 'underutilized'],
    [14.9, 'underutilized'],
    [15, 'balanced'],
    [25, 'balanced'],
    [35, 'balanced'],
    [35.1, 'overloaded'],
    [100, 'overloaded'],
  ])('%d % is %s', (pct, band) => {
    expect(workloadBandOf(pct)).toBe(band);
  });

  it('bands the rounded figure, so what is shown agrees with its band', () => {
    // 149 of 1000 = 14.9 %; 351 of 1000 = 35.1 %; 7 of 20 = 35 %
    expect(workloadBandOf(workloadPercentageOf(149, 1000))).toBe('underutilized');
    expect(workloadBandOf(workloadPercentageOf(7, 20))).toBe('balanced');
    expect(workloadBandOf(workloadPercentageOf(351, 1000))).toBe('overloaded');
  });

  it('averages over members, one decimal, and is 0 with none', () => {
    expect(averageWorkloadOf([10, 20, 30.5])).toBe(20.2); // 60.5 / 3 = 20.1666…
    expect(averageWorkloadOf([])).toBe(0);
  });

  it('distributes members over the bands by count and whole %', () => {
    expect(workloadDistributionOf([10, 15, 35, 35.1, 50, 14.9])).toEqual({
      balanced: { count: 2, percentage: 33 },
      overloaded: { count: 2, percentage: 33 },
      underutilized: { count: 2, percentage: 33 },
    });
    expect(workloadDistributionOf([20, 20, 40])).toEqual({
      balanced: { count: 2, percentage: 67 },
      overloaded: { count: 1, percentage: 33 },
      underutilized: { count: 0, percentage: 0 },
    });
    expect(workloadDistributionOf([])).toEqual({
      balanced: { count: 0, percentage: 0 },
      overloaded: { count: 0, percentage: 0 },
      underutilized: { count: 0, percentage: 0 },
    });
  });
});

describe('efficiency and productivity', () => {
  it('efficiency is completed tasks per day of the period, one decimal', () => {
    expect(efficiencyOf(10, 7)).toBe(1.4); // 1.428…
    expect(efficiencyOf(1, 30)).toBe(0); // 0.033…
    expect(efficiencyOf(2, 30)).toBe(0.1); // 0.066…
    expect(efficiencyOf(0, 90)).toBe(0);
  });

  it('productivity is the whole % of tasks due by today that are completed, 0 when none are due', () => {
    expect(productivityOf(3, 4)).toBe(75);
    expect(productivityOf(0, 0)).toBe(0);
    expect(productivityOf(2, 3)).toBe(67);
  });
});

describe('streak', () => {
  const today = '2026-03-05';
  it('counts consecutive days ending today', () => {
    expect(streakOf(['2026-03-05', '2026-03-04', '2026-03-03', '2026-03-01'], today)).toBe(3);
  });
  it('ends yesterday when nothing is completed yet today', () => {
    expect(streakOf(['2026-03-04', '2026-03-03'], today)).toBe(2);
  });
  it('is 0 when the last completion is older than yesterday', () => {
    expect(streakOf(['2026-03-03', '2026-03-02'], today)).toBe(0);
    expect(streakOf([], today)).toBe(0);
  });
  it('is capped at 7', () => {
    const march = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];
    // ten days in a row
    expect(streakOf(['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', ...march], today)).toBe(7);
    expect(streakOf(['2026-02-27', '2026-02-28', ...march], today)).toBe(7);
    expect(streakOf(['2026-02-28', ...march], today)).toBe(6);
  });
  it('counts a day once however many completions it has, across month ends', () => {
    expect(streakOf(['2026-03-01', '2026-03-01', '2026-02-28'], '2026-03-01')).toBe(2);
  });
});

describe('badges', () => {
  const member = { points: 0, completionRate: 0, workloadPercentage: 0, streak: 0 };

  it('lists the badges in the order they are tested', () => {
    expect(BADGES.map((badge) => badge.name)).toEqual(['Champion', 'Expert', 'Streaker', 'Workhorse', 'Perfectionist', 'Pro', 'Achiever', 'Rising Star']);
  });

  it.each([
    [{ points: 500 }, 'Champion'],
    [{ points: 499 }, 'Pro'],
    [{ completionRate: 90, workloadPercentage: 20 }, 'Expert'],
    [{ completionRate: 90, workloadPercentage: 19.9 }, 'Perfectionist'],
    [{ completionRate: 89, workloadPercentage: 20 }, 'Achiever'],
    [{ streak: 5 }, 'Streaker'],
    [{ streak: 4 }, 'Rising Star'],
    [{ workloadPercentage: 40 }, 'Workhorse'],
    [{ workloadPercentage: 39.9 }, 'Rising Star'],
    [{ points: 200 }, 'Pro'],
    [{ points: 199 }, 'Rising Star'],
    [{ completionRate: 70 }, 'Achiever'],
    [{ completionRate: 69 }, 'Rising Star'],
    [{}, 'Rising Star'],
  ])('%j earns %s', (values, name) => {
    expect(badgeOf({ ...member, ...values }).name).toBe(name);
  });

  it('gives the first badge that applies when several do', () => {
    // Everything applies: Champion wins.
    expect(badgeOf({ points: 600, completionRate: 100, workloadPercentage: 60, streak: 7 }).name).toBe('Champion');
    // Expert before Streaker, Workhorse, Perfectionist, Pro and Achiever.
    expect(badgeOf({ points: 300, completionRate: 95, workloadPercentage: 45, streak: 6 }).name).toBe('Expert');
    // Streaker before Workhorse, Pro and Achiever.
    expect(badgeOf({ points: 300, completionRate: 75, workloadPercentage: 45, streak: 5 }).name).toBe('Streaker');
    // Workhorse before Pro and Achiever.
    expect(badgeOf({ points: 300, completionRate: 75, workloadPercentage: 40, streak: 0 }).name).toBe('Workhorse');
    // Perfectionist before Pro and Achiever.
    expect(badgeOf({ points: 300, completionRate: 92, workloadPercentage: 10, streak: 0 }).name).toBe('Perfectionist');
    // Pro before Achiever.
    expect(badgeOf({ points: 250, completionRate: 80, workloadPercentage: 10, streak: 0 }).name).toBe('Pro');
  });
});

describe('achievements', () => {
  const member = (values: Partial<AchievementMember>): AchievementMember => ({
    id: 1,
    name: 'Ada',
    tasksTotal: 4,
    completionRate: 50,
    workloadPercentage: 10,
    streak: 0,
    ...values,
  });

  it('awards Week Warrior at a 7-day streak, Perfect Score at 100 %, Event Master at 90 %, Heavy Lifter at 50 % workload', () => {
    const achievements = achievementsOf(
      [
        member({ id: 1, name: 'Ada', streak: 7, completionRate: 100, workloadPercentage: 50 }),
        member({ id: 2, name: 'Ben', streak: 6, completionRate: 99, workloadPercentage: 49.9 }),
      ],
      [
        { id: 10, title: 'Gala', tasksTotal: 10, progress: 90 },
        { id: 11, title: 'Fair', tasksTotal: 10, progress: 89 },
      ],
    );
    expect(achievements.map((a) => [a.kind, a.title, a.memberName ?? a.eventName])).toEqual([
      ['week-warrior', 'Week Warrior', 'Ada'],
      ['perfect-score', 'Perfect Score', 'Ada'],
      ['event-master', 'Event Master', 'Gala'],
      ['heavy-lifter', 'Heavy Lifter', 'Ada'],
    ]);
    expect(achievements[2]).toMatchObject({ memberId: null, eventId: 10, description: 'Gala is 90% complete' });
    expect(achievements[0]).toMatchObject({ memberId: 1, eventId: null });
  });

  it('needs tasks for Perfect Score and Event Master', () => {
    expect(
      achievementsOf([member({ tasksTotal: 0, completionRate: 100 })], [{ id: 10, title: 'Gala', tasksTotal: 0, progress: 100 }]),
    ).toEqual([]);
  });
});

describe('changeLabel', () => {
  it.each([
    ['count', 112, 100, '+12%'],
    ['count', 97, 100, '-3%'],
    ['count', 100, 100, '0%'],
    ['count', 1, 3, '-67%'],
    ['count', 5, 0, '—'],
    ['count', 0, 0, '—'],
    ['count', 5, null, '—'],
    // A completion rate's change is a difference of percentages: percentage points, not a % change.
    ['rate', 55, 50, '+5 pts'],
    ['rate', 40, 50, '-10 pts'],
    ['rate', 50, 50, '0 pts'],
    ['rate', 51, 50, '+1 pt'],
    ['rate', 49, 50, '-1 pt'],
    ['rate', 50, 0, '+50 pts'],
    ['rate', 50, null, '—'],
    ['difference', 7, 5, '+2'],
    ['difference', 4, 5, '-1'],
    ['difference', 5, 5, '0'],
    ['difference', 3, 0, '—'],
  ] as const)('%s %d against %j is %s', (kind, current, previous, label) => {
    expect(changeLabel(kind, current, previous)).toBe(label);
  });
});

describe('buildAnalytics', () => {
  // Today is Thursday 2026-03-05; the 7-day period runs from Friday 2026-02-27, the previous one from 2026-02-20 to 2026-02-26.
  const input: AnalyticsInput = {
    period: 7,
    today: '2026-03-05',
    selectedEventName: null,
    members: [
      { id: 1, code: 'TC-00000001', name: 'Ada', eventId: 10, eventName: 'Gala', joinDate: '2026-01-10' },
      { id: 2, code: 'TC-00000002', name: 'Ben', eventId: 10, eventName: 'Gala', joinDate: '2026-03-01' },
      { id: 3, code: 'FA-00000003', name: 'Cy', eventId: 11, eventName: 'Fair', joinDate: '2026-02-01' },
    ],
    // Every task of each event, whatever the period: Gala has 10, 9 of them completed (7 in the period, 4 completed).
    events: [
      { id: 11, title: 'Fair', teamSize: 1, tasks: { total: 5, completed: 1, inProgress: 1, todo: 2, overdue: 1 } },
      { id: 10, title: 'Gala', teamSize: 2, tasks: { total: 10, completed: 9, inProgress: 1, todo: 0, overdue: 0 } },
    ],
    memberCounts: [
      // Ada: 4 tasks, 3 completed, 1 in progress; due by today 4, of which 3 completed
      { memberId: 1, total: 4, completed: 3, inProgress: 1, todo: 0, overdue: 0, dueByToday: 4, completedDue: 3 },
      // Ben: 2 to do, one past due
      { memberId: 2, total: 2, completed: 0, inProgress: 0, todo: 2, overdue: 1, dueByToday: 1, completedDue: 0 },
      // Cy: 3 tasks, 1 overdue status
      { memberId: 3, total: 3, completed: 0, inProgress: 1, todo: 1, overdue: 1, dueByToday: 2, completedDue: 0 },
    ],
    unassignedCounts: [
      // unassigned on Gala: 1 completed
      { eventId: 10, total: 1, completed: 1, inProgress: 0, todo: 0, overdue: 0, dueByToday: 0, completedDue: 0 },
    ],
    previous: { total: 8, completed: 2 },
    dueByDay: [
      { day: '2026-02-26', count: 9 }, // before the period: ignored
      { day: '2026-03-02', count: 2 }, // Mon
      { day: '2026-03-05', count: 3 }, // Thu
      { day: '2026-02-27', count: 1 }, // Fri
    ],
    completedByDay: [
      { day: '2026-03-04', count: 2 }, // Wed
      { day: '2026-03-05', count: 2 }, // Thu
    ],
    completionDays: [
      { memberId: 1, day: '2026-03-05' },
      { memberId: 1, day: '2026-03-04' },
      { memberId: 2, day: '2026-03-03' },
    ],
  };

  const result = buildAnalytics(input);

  it('answers in the response schema', () => {
    expect(analyticsResponseSchema.safeParse(result).success).toBe(true);
  });

  it('sums the summary over every in-scope task, assigned or not', () => {
    // 4 + 2 + 1 + 3 = 10 tasks; 3 + 1 = 4 completed → 40 %
    expect(result.summary).toEqual({
      totalTasks: 10,
      completedTasks: 4,
      overallCompletion: 40,
      teamSize: 3,
      // (57.1 + 28.6 + 100) / 3 = 61.9
      averageWorkload: 61.9,
      changes: {
        totalTasks: '+25%', // 10 against 8
        completedTasks: '+100%', // 4 against 2
        overallCompletion: '+15 pts', // 40 % against 25 %
        teamSize: '+1', // Ben joined after 2026-02-26
      },
    });
    expect(result.range).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(result.previousRange).toEqual({ from: '2026-02-20', to: '2026-02-26' });
  });

  it('works out each member and sorts them by points', () => {
    const [ada, cy, ben] = result.members;
    // Ada: 3 × 10 + 1 × 5 = 35 points; 75 %; 4 of Gala's 7 in-period tasks = 57.1 %; streak 2 (today and yesterday); Workhorse (≥ 40 %)
    expect(ada).toEqual({
      id: 1,
      userId: 'TC-00000001',
      name: 'Ada',
      eventId: 10,
      assignedEvent: 'Gala',
      tasksTotal: 4,
      tasksCompleted: 3,
      tasksInProgress: 1,
      tasksTodo: 0,
      tasksOverdue: 0,
      completionRate: 75,
      workloadPercentage: 57.1,
      points: 35,
      level: 1,
      streak: 2,
      badge: 'Workhorse',
      efficiency: 0.4, // 3 / 7 = 0.43
      productivity: 75, // 3 of 4 due
    });
    // Cy: 1 × 5 + 1 × 2 = 7 points, all 3 of Fair's in-period tasks (100 %); Ben: 2 × 2 = 4 points, 2 of Gala's 7 (28.6 %),
    // streak 0 (last completion two days ago)
    expect(cy).toMatchObject({ name: 'Cy', points: 7, workloadPercentage: 100, tasksOverdue: 1, badge: 'Workhorse', productivity: 0 });
    expect(ben).toMatchObject({ name: 'Ben', points: 4, workloadPercentage: 28.6, streak: 0, tasksOverdue: 1, badge: 'Rising Star' });
  });

  it('measures each member against their own event’s tasks in the period, so with one event chosen it is the share of all filtered tasks', () => {
    // Only Gala: its members and its 7 in-period tasks (Ada 4, Ben 2, one unassigned) are every filtered task.
    const gala = buildAnalytics({
      ...input,
      selectedEventName: 'Gala',
      members: input.members.filter((member) => member.eventId === 10),
      events: input.events.filter((event) => event.id === 10),
      memberCounts: input.memberCounts.filter((row) => row.memberId !== 3),
    });
    // The spec's formula: the member's tasks as a share of all filtered tasks, 4 / 7 and 2 / 7.
    expect(gala.members.map((m) => [m.name, m.workloadPercentage])).toEqual([
      ['Ada', 57.1],
      ['Ben', 28.6],
    ]);
    expect(gala.summary.totalTasks).toBe(7);
    // With All Events, the same members keep the same figures: Cy's tasks on Fair do not dilute them.
    expect(result.members.filter((m) => m.eventId === 10).map((m) => [m.name, m.workloadPercentage])).toEqual([
      ['Ada', 57.1],
      ['Ben', 28.6],
    ]);
    // (Measured over all 10 tasks in scope instead, Ada, Ben and Cy would read 40 %, 20 % and 30 %.)
    expect(gala.summary.averageWorkload).toBe(42.9); // (57.1 + 28.6) / 2 = 42.85
  });

  it('works out each event in the order given, its progress over all its tasks whatever the period', () => {
    expect(result.events).toEqual([
      // Fair: 1 of 5 tasks completed → 20 %; 3 tasks in the period
      { id: 11, title: 'Fair', tasksTotal: 5, tasksCompleted: 1, tasksInProgress: 1, tasksTodo: 2, tasksOverdue: 1, progress: 20, teamSize: 1, tasksInPeriod: 3 },
      // Gala: 9 of 10 tasks completed → 90 % (of its 7 tasks in the period, 4 are completed: that would be 57 %)
      { id: 10, title: 'Gala', tasksTotal: 10, tasksCompleted: 9, tasksInProgress: 1, tasksTodo: 0, tasksOverdue: 0, progress: 90, teamSize: 2, tasksInPeriod: 7 },
    ]);
  });

  it('gives the same event progress for every period', () => {
    const ninety = buildAnalytics({ ...input, period: 90 });
    const nothingInPeriod = buildAnalytics({ ...input, memberCounts: [], unassignedCounts: [] });
    for (const other of [ninety, nothingInPeriod]) {
      expect(other.events.map((event) => [event.title, event.tasksCompleted, event.tasksTotal, event.progress])).toEqual([
        ['Fair', 1, 5, 20],
        ['Gala', 9, 10, 90],
      ]);
    }
    expect(nothingInPeriod.events.map((event) => event.tasksInPeriod)).toEqual([0, 0]);
  });

  it('distributes workload, picks top performers, achievements, trends and highlights', () => {
    expect(result.workloadDistribution).toEqual({
      balanced: { count: 1, percentage: 33 }, // Ben 28.6 %
      overloaded: { count: 2, percentage: 67 }, // Ada 57.1 %, Cy 100 %
      underutilized: { count: 0, percentage: 0 },
    });
    expect(result.topPerformers.map((m) => m.name)).toEqual(['Ada', 'Cy', 'Ben']);
    // Event Master from Gala's 90 % of all its tasks; Heavy Lifter at 50 % of their event's workload or more.
    expect(result.achievements.map((a) => [a.kind, a.memberName ?? a.eventName, a.description])).toEqual([
      ['event-master', 'Gala', 'Gala is 90% complete'],
      ['heavy-lifter', 'Ada', 'Ada carries 57.1% of the workload'],
      ['heavy-lifter', 'Cy', 'Cy carries 100% of the workload'],
    ]);
    expect(result.productivityData).toEqual([
      { day: 'Mon', tasks: 2, completed: 0 },
      { day: 'Tue', tasks: 0, completed: 0 },
      { day: 'Wed', tasks: 0, completed: 2 },
      { day: 'Thu', tasks: 3, completed: 2 },
      { day: 'Fri', tasks: 1, completed: 0 },
      { day: 'Sat', tasks: 0, completed: 0 },
      { day: 'Sun', tasks: 0, completed: 0 },
    ]);
    expect(result.highlights).toEqual({ topPerformer: 'Ada', bestStreak: 2, achievementsCount: 3, averageWorkload: 61.9 });
  });

  it('leaves members without points off the podium and answers zeros with no tasks', () => {
    const empty = buildAnalytics({ ...input, memberCounts: [], unassignedCounts: [], previous: { total: 0, completed: 0 }, dueByDay: [], completedByDay: [], completionDays: [] });
    expect(empty.summary).toEqual({
      totalTasks: 0,
      completedTasks: 0,
      overallCompletion: 0,
      teamSize: 3,
      averageWorkload: 0,
      changes: { totalTasks: '—', completedTasks: '—', overallCompletion: '—', teamSize: '+1' },
    });
    expect(empty.topPerformers).toEqual([]);
    expect(empty.highlights.topPerformer).toBeNull();
    expect(empty.members.map((m) => [m.name, m.points, m.completionRate, m.workloadPercentage, m.badge])).toEqual([
      ['Ada', 0, 0, 0, 'Rising Star'],
      ['Ben', 0, 0, 0, 'Rising Star'],
      ['Cy', 0, 0, 0, 'Rising Star'],
    ]);
    expect(empty.workloadDistribution.underutilized).toEqual({ count: 3, percentage: 100 });
  });
});
