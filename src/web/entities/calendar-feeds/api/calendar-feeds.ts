import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CalendarFeedAnswer, CalendarFeedKind } from '../../../../domain/calendar-feeds.ts';
import { api } from '../../../lib/api.ts';
import { CALENDAR_FEEDS_AREA } from '../../../lib/query-areas.ts';

export type { CalendarFeed } from '../../../../domain/calendar-feeds.ts';

/** The event or team member whose calendar feed is shown. */
export interface CalendarFeedTarget {
  kind: CalendarFeedKind;
  id: number;
}

const PATH_PREFIX: Record<CalendarFeedKind, string> = { event: '/api/events', member: '/api/team-members' };

function feedPath({ kind, id }: CalendarFeedTarget): string {
  return `${PATH_PREFIX[kind]}/${id}/calendar-feed`;
}

/** An area of its own (see lib/query-areas.ts): a feed changes only through the calls below. */
export const calendarFeedsQueryKeys = {
  all: [CALENDAR_FEEDS_AREA] as const,
  one: ({ kind, id }: CalendarFeedTarget) => [...calendarFeedsQueryKeys.all, kind, id] as const,
};

/** The target's feed: null when it has none. */
export function useCalendarFeed(target: CalendarFeedTarget) {
  return useQuery({
    queryKey: calendarFeedsQueryKeys.one(target),
    queryFn: ({ signal }) => api.get<CalendarFeedAnswer>(feedPath(target), undefined, signal).then((answer) => answer.feed),
  });
}

/** Creates the feed, or gives it a new link (the old one stops working). */
export function useCreateCalendarFeed(target: CalendarFeedTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ feed: CalendarFeed }>(feedPath(target)).then((answer) => answer.feed),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedsQueryKeys.one(target), feed),
  });
}

export function useTurnOffCalendarFeed(target: CalendarFeedTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(feedPath(target)),
    onSuccess: () => queryClient.setQueryData(calendarFeedsQueryKeys.one(target), null),
  });
}
