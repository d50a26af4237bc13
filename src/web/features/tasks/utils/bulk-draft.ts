import { CONFERENCE_PRESET_TEXT } from '../../../../domain/bulk-tasks.ts';

/** What the Bulk Create form holds: the list, its event, and whether the conference is still to be chosen. */
export interface BulkDraft {
  text: string;
  eventId: number | null;
  /** Until the events arrive: choose the one whose name mentions the conference (the spec's first opening). */
  autoSelectConference: boolean;
}

export const EMPTY_BULK_DRAFT: BulkDraft = { text: '', eventId: null, autoSelectConference: false };

/** The spec's first opening: the conference preset, with the event whose name mentions the conference. */
export const PRESET_BULK_DRAFT: BulkDraft = { text: CONFERENCE_PRESET_TEXT, eventId: null, autoSelectConference: true };

/** What one signed-in user left in the form between openings. */
export interface SavedBulkDrafts {
  userId: number | null;
  /** The form as it was last left, for an opening from a list that is not filtered to one event. */
  last: BulkDraft;
  /** The list written for each event, by event id: the only text an opening for that event may show. */
  byEvent: Readonly<Record<number, string>>;
}

/**
 * What the form opens with. `listEventId` is the event the task list is filtered to, if any.
 * - From a list filtered to one event: that event, with the list written for it, or an empty box. Text
 *   written for another event, or for none, is never shown under this one; the preset is one click away.
 * - The first opening otherwise (per user): the spec's conference preset with the conference event.
 * - Later openings otherwise: the form as it was left (its text with its own event).
 */
export function openingBulkDraft(saved: SavedBulkDrafts | null, userId: number | null, listEventId: number | null): BulkDraft {
  const mine = saved !== null && saved.userId === userId ? saved : null;
  if (listEventId !== null) return { text: mine?.byEvent[listEventId] ?? '', eventId: listEventId, autoSelectConference: false };
  return mine ? mine.last : PRESET_BULK_DRAFT;
}

/**
 * Remembers the form as it is now. `previousEventId` is the event its text was last remembered under:
 * when the event changed since (the user chose another, or the form was reset), the text went with
 * it and no longer belongs to the old one.
 */
export function rememberBulkDraft(
  saved: SavedBulkDrafts | null,
  userId: number | null,
  previousEventId: number | null,
  draft: BulkDraft,
): SavedBulkDrafts {
  const byEvent: Record<number, string> = { ...(saved !== null && saved.userId === userId ? saved.byEvent : {}) };
  if (previousEventId !== null && previousEventId !== draft.eventId) delete byEvent[previousEventId];
  if (draft.eventId !== null) {
    if (draft.text.trim() === '') delete byEvent[draft.eventId];
    else byEvent[draft.eventId] = draft.text;
  }
  return { userId, last: draft, byEvent };
}
