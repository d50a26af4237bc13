import { useEffect, useState } from 'react';
import type { CalendarDate } from '../../domain/dates.ts';
import { todayIn } from '../../domain/today.ts';

/** Milliseconds from `now` until the next local midnight has passed (a second after, to be safe). */
export function msUntilNextDay(now: Date): number {
  const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return nextMidnight.getTime() - now.getTime() + 1000;
}

/** The user's calendar day, which moves on at midnight, so a page left open never shows yesterday's statuses. */
export function useToday(): CalendarDate {
  const [today, setToday] = useState(() => todayIn());
  useEffect(() => {
    const timer = setTimeout(() => setToday(todayIn()), msUntilNextDay(new Date()));
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
