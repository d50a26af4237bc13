import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBuiltInTemplate } from './built-in-templates.ts';
import { addDays, daysBetween } from './calendar-dates.ts';
import type { DueAnchor, EventDates } from './countdown.ts';
import { applyPastTaskChoice, canFitBefore, countDueBefore, fitPastTasks, PAST_TASK_MESSAGES } from './template-fit.ts';
import { planTemplateTasks, type TemplateTask } from './template-rules.ts';

const task = (title: string, dueAnchor: DueAnchor | null, dueOffsetDays: number | null): TemplateTask => ({
  title,
  description: '',
  priority: 'medium',
  dueAnchor,
  dueOffsetDays,
});
const before = (days: number, title = `T-${days}`) => task(title, 'start', -days);
const after = (days: number, title = `T+${days}`) => task(title, 'end', days);
const oneDay = (day: string): EventDates => ({ startDate: day, endDate: day });

/** Title, due day and offset of each task, in the order given. */
const summary = (tasks: readonly { title: string; dueDate: string | null; dueAnchor: DueAnchor | null; dueOffsetDays: number | null }[]) =>
  tasks.map((item) => [item.title, item.dueDate, item.dueAnchor, item.dueOffsetDays]);

describe('the wedding 197 days away (issue 28)', () => {
  const wedding = findBuiltInTemplate('wedding')!;
  const today = '2027-01-01';
  // 2027-01-01 + 197 days: 30 (Jan) + 28 (Feb) + 31 + 30 + 31 + 30 + 17 = 197, so July 17.
  const event = oneDay('2027-07-17');
  const planned = planTemplateTasks(wedding.tasks, event);

  it('counts the 9 of 36 tasks more than 197 days before the day', () => {
    expect(daysBetween(today, event.startDate)).toBe(197);
    expect(wedding.tasks).toHaveLength(36);
    expect(countDueBefore(planned, today)).toBe(9);
    expect(PAST_TASK_MESSAGES.count(9, 36)).toBe('9 of 36 tasks would be due before today');
  });

  it('fits them into the 17 days before the florist (T-180), in order, relative to the start', () => {
    const fitted = fitPastTasks(planned, event, today)!;
    // T-360..T-200 onto T-197..T-180: T-197 + ⌊(360 − n) · 17 / 180⌋, worked out by hand.
    expect(fitted.slice(0, 9).map((item) => item.dueOffsetDays)).toEqual([-197, -196, -192, -190, -189, -186, -186, -183, -182]);
    expect(fitted.slice(0, 9).every((item) => item.dueAnchor === 'start')).toBe(true);
    expect(fitted[0]!.dueDate).toBe(today);
    expect(fitted[8]!.dueDate).toBe('2027-01-16');
    // The florist and everything after keep their day.
    expect(fitted.slice(9)).toEqual(planned.slice(9));
    expect(countDueBefore(fitted, today)).toBe(0);
  });
});

describe('fitPastTasks', () => {
  const event = oneDay('2030-01-31');
  const today = '2030-01-11'; // T-20

  it('keeps the order and the spacing in proportion, and leaves tasks not past due where they are', () => {
    const tasks = [before(60), before(50), before(40), before(30), before(10), task('On the day', 'start', 0), after(2), task('Undated', null, null)];
    const fitted = fitPastTasks(planTemplateTasks(tasks, event), event, today)!;
    // T-60..T-10 (50 days) onto T-20..T-10 (10 days): a fifth, so gaps of 10 become gaps of 2.
    expect(summary(fitted)).toEqual([
      ['T-60', '2030-01-11', 'start', -20],
      ['T-50', '2030-01-13', 'start', -18],
      ['T-40', '2030-01-15', 'start', -16],
      ['T-30', '2030-01-17', 'start', -14],
      ['T-10', '2030-01-21', 'start', -10],
      ['On the day', '2030-01-31', 'start', 0],
      ['T+2', '2030-02-02', 'end', 2],
      ['Undated', null, null, null],
    ]);
  });

  it('keeps every fitted task before the event day when nothing else bounds them', () => {
    const tasks = [before(90), before(60), before(45), after(1)];
    const fitted = fitPastTasks(planTemplateTasks(tasks, event), event, today)!;
    // All three past due, nothing due between today and the day: T-90..T-0 onto T-20..T-0, two ninths;
    // ⌊30 · 20 / 90⌋ = 6, ⌊45 · 20 / 90⌋ = 10.
    expect(summary(fitted)).toEqual([
      ['T-90', '2030-01-11', 'start', -20],
      ['T-60', '2030-01-17', 'start', -14],
      ['T-45', '2030-01-21', 'start', -10],
      ['T+1', '2030-02-01', 'end', 1],
    ]);
    // The last day before today (T-21) still lands before the event day: ⌊69 · 20 / 90⌋ = 15.
    const close = fitPastTasks(planTemplateTasks([before(90), before(21)], event), event, today)!;
    expect(summary(close)).toEqual([
      ['T-90', '2030-01-11', 'start', -20],
      ['T-21', '2030-01-26', 'start', -5],
    ]);
  });

  it('fits a single past-due task on today', () => {
    const tasks = [before(9), before(3), task('On the day', 'start', 0)];
    const fitted = fitPastTasks(planTemplateTasks(tasks, oneDay('2030-01-16')), oneDay('2030-01-16'), today)!;
    expect(summary(fitted)).toEqual([
      ['T-9', '2030-01-11', 'start', -5],
      ['T-3', '2030-01-13', 'start', -3],
      ['On the day', '2030-01-16', 'start', 0],
    ]);
  });

  it('fits all the tasks when all are past due', () => {
    const tasks = [before(30), before(20), before(10)];
    const fitted = fitPastTasks(planTemplateTasks(tasks, oneDay('2030-01-16')), oneDay('2030-01-16'), today)!;
    // T-30..T-0 onto T-5..T-0: ⌊10 · 5 / 30⌋ = 1, ⌊20 · 5 / 30⌋ = 3.
    expect(summary(fitted)).toEqual([
      ['T-30', '2030-01-11', 'start', -5],
      ['T-20', '2030-01-12', 'start', -4],
      ['T-10', '2030-01-14', 'start', -2],
    ]);
  });

  it('puts them on today, the day before, when the event is tomorrow (a window of one day)', () => {
    const tomorrow = oneDay('2030-01-12');
    const tasks = [before(30), before(7), task('On the day', 'start', 0), after(1)];
    const fitted = fitPastTasks(planTemplateTasks(tasks, tomorrow), tomorrow, today)!;
    expect(summary(fitted)).toEqual([
      ['T-30', '2030-01-11', 'start', -1],
      ['T-7', '2030-01-11', 'start', -1],
      ['On the day', '2030-01-12', 'start', 0],
      ['T+1', '2030-01-13', 'end', 1],
    ]);
  });

  it('puts them on today, the event day itself, when the event is today (no day left before it)', () => {
    const todayEvent = oneDay(today);
    const fitted = fitPastTasks(planTemplateTasks([before(30), before(1), after(1)], todayEvent), todayEvent, today)!;
    expect(summary(fitted)).toEqual([
      ['T-30', '2030-01-11', 'start', 0],
      ['T-1', '2030-01-11', 'start', 0],
      ['T+1', '2030-01-12', 'end', 1],
    ]);
  });

  it('keeps them before a task due today, on today', () => {
    const tasks = [before(40), before(30), before(20)];
    const fitted = fitPastTasks(planTemplateTasks(tasks, event), event, today)!;
    expect(summary(fitted)).toEqual([
      ['T-40', '2030-01-11', 'start', -20],
      ['T-30', '2030-01-11', 'start', -20],
      ['T-20', '2030-01-11', 'start', -20],
    ]);
  });

  it('keeps an end anchor, with the offset from the last day, and stays before the first day of a longer event', () => {
    const threeDays = { startDate: '2030-01-14', endDate: '2030-01-16' };
    const tasks = [before(4), task('Sixteen before the end', 'end', -16), task('Second day', 'start', 1)];
    const fitted = fitPastTasks(planTemplateTasks(tasks, threeDays), threeDays, today)!;
    // Jan 10 and Dec 31 are past; Dec 31..Jan 14 (14 days) onto Jan 11..Jan 14 (3): ⌊10 · 3 / 14⌋ = 2.
    expect(summary(fitted)).toEqual([
      ['T-4', '2030-01-13', 'start', -1],
      ['Sixteen before the end', '2030-01-11', 'end', -5],
      ['Second day', '2030-01-15', 'start', 1],
    ]);
  });

  it('changes nothing when nothing is past due, even for an event under way', () => {
    const tasks = planTemplateTasks([before(5), after(3)], event);
    expect(fitPastTasks(tasks, event, '2030-01-01')).toEqual(tasks);
    const underWay = { startDate: '2030-01-10', endDate: '2030-01-12' };
    const later = planTemplateTasks([after(3), task('Undated', null, null)], underWay);
    expect(fitPastTasks(later, underWay, today)).toEqual(later);
  });

  it('cannot fit anything once the event has started: past-due T+ tasks of an event already over included', () => {
    const over = oneDay('2030-01-01');
    const tasks = planTemplateTasks([before(10), after(1), after(30)], over);
    expect(canFitBefore(over, today)).toBe(false);
    expect(fitPastTasks(tasks, over, today)).toBeNull();
    expect(applyPastTaskChoice(tasks, over, today, 'fit')).toBeNull();
    // Leaving them out still works: only T+30 (Jan 31) is not past.
    expect(summary(applyPastTaskChoice(tasks, over, today, 'skip')!)).toEqual([['T+30', '2030-01-31', 'end', 30]]);
    expect(canFitBefore(oneDay(today), today)).toBe(true);
  });

  it('property: fitted tasks land from today to before the event (or on today), in order; the rest keep their day', () => {
    const day = (offset: number) => addDays('2030-01-01', offset);
    const arbitraryTask = fc.oneof(
      fc.record({ anchor: fc.constantFrom<DueAnchor>('start', 'end'), offset: fc.integer({ min: -400, max: 60 }) }),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.array(arbitraryTask, { maxLength: 40 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 200 }),
        (specs, startIn, length, todayAt) => {
          const today = day(todayAt);
          const event = { startDate: day(todayAt + startIn), endDate: day(todayAt + startIn + length) };
          const tasks = planTemplateTasks(
            specs.map((spec, index) => task(`t${index}`, spec?.anchor ?? null, spec?.offset ?? null)),
            event,
          );
          const fitted = fitPastTasks(tasks, event, today)!;
          expect(fitted).toHaveLength(tasks.length);
          const order = (list: typeof tasks) =>
            list
              .map((item, index) => ({ item, index }))
              .filter(({ item }) => item.dueDate !== null)
              .sort((a, b) => (a.item.dueDate! < b.item.dueDate! ? -1 : a.item.dueDate! > b.item.dueDate! ? 1 : 0));
          tasks.forEach((original, index) => {
            const now = fitted[index]!;
            expect(now.title).toBe(original.title);
            expect(now.dueAnchor).toBe(original.dueAnchor);
            if (original.dueDate === null || original.dueDate >= today) {
              expect(now).toEqual(original);
              return;
            }
            expect(now.dueDate! >= today).toBe(true);
            if (event.startDate > today) expect(now.dueDate! < event.startDate).toBe(true);
            else expect(now.dueDate).toBe(today);
            const anchorDay = original.dueAnchor === 'start' ? event.startDate : event.endDate;
            expect(addDays(anchorDay, now.dueOffsetDays!)).toBe(now.dueDate);
            // Never later than a task that was due after it.
            tasks.forEach((other, otherIndex) => {
              if (other.dueDate !== null && other.dueDate > original.dueDate!) expect(fitted[otherIndex]!.dueDate! >= now.dueDate!).toBe(true);
            });
          });
          // Any two tasks in order by day before stay in order (ties allowed) after.
          const sortedBefore = order(tasks).map(({ index }) => index);
          const days = sortedBefore.map((index) => fitted[index]!.dueDate!);
          expect(days).toEqual([...days].sort());
          expect(countDueBefore(fitted, today)).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('applyPastTaskChoice', () => {
  const event = oneDay('2030-01-31');
  const today = '2030-01-11';
  const tasks = planTemplateTasks([before(60), before(30), before(10), task('Undated', null, null)], event);

  it('keeps every task as it is with keep', () => {
    expect(applyPastTaskChoice(tasks, event, today, 'keep')).toEqual(tasks);
  });

  it('leaves the past-due tasks out with skip, tasks without a due date stay', () => {
    expect(summary(applyPastTaskChoice(tasks, event, today, 'skip')!)).toEqual([
      ['T-10', '2030-01-21', 'start', -10],
      ['Undated', null, null, null],
    ]);
  });

  it('fits them with fit', () => {
    // T-60..T-10 onto T-20..T-10: ⌊30 · 10 / 50⌋ = 6.
    expect(summary(applyPastTaskChoice(tasks, event, today, 'fit')!)).toEqual([
      ['T-60', '2030-01-11', 'start', -20],
      ['T-30', '2030-01-17', 'start', -14],
      ['T-10', '2030-01-21', 'start', -10],
      ['Undated', null, null, null],
    ]);
  });
});
