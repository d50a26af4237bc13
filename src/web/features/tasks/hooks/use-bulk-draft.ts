import { useEffect, useState } from 'react';
import { CONFERENCE_PRESET_TEXT } from '../../../../domain/bulk-tasks.ts';
import { useSession } from '../../../lib/session.ts';

export interface BulkDraft {
  text: string;
  eventId: number | null;
  /** Until the events arrive: choose the one whose name mentions the conference. */
  autoSelectConference: boolean;
}

export const EMPTY_BULK_DRAFT: BulkDraft = { text: '', eventId: null, autoSelectConference: false };

/**
 * What the Bulk Create form holds between openings, for as long as the page is loaded. The first
 * opening (per signed-in user) starts with the conference preset; later ones show what was left.
 */
let saved: { userId: number | null; draft: BulkDraft } | null = null;

function firstDraft(defaultEventId: number | null): BulkDraft {
  return { text: CONFERENCE_PRESET_TEXT, eventId: defaultEventId, autoSelectConference: true };
}

export function useBulkDraft(defaultEventId: number | null) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [draft, setDraft] = useState<BulkDraft>(() => {
    if (!saved || saved.userId !== userId) return firstDraft(defaultEventId);
    return saved.draft.eventId === null && !saved.draft.autoSelectConference ? { ...saved.draft, eventId: defaultEventId } : saved.draft;
  });
  return { draft, setDraft, userId };
}

/** Keeps the draft for the next opening. */
export function useSaveBulkDraft(userId: number | null, draft: BulkDraft) {
  useEffect(() => {
    saved = { userId, draft };
  }, [userId, draft]);
}
