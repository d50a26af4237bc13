import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { openingBulkDraft, rememberBulkDraft, type BulkDraft, type SavedBulkDrafts } from '../utils/bulk-draft.ts';

/**
 * What the Bulk Create form holds between openings, for as long as the page is loaded (in memory
 * only: a reload or another tab starts afresh). See `openingBulkDraft` for what an opening shows.
 */
let saved: SavedBulkDrafts | null = null;

/** The form's draft, opened for the event the task list is filtered to (`listEventId`), if any. */
export function useBulkDraft(listEventId: number | null) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [draft, setDraft] = useState<BulkDraft>(() => openingBulkDraft(saved, userId, listEventId));
  return { draft, setDraft, userId };
}

/** Keeps the draft for the next opening, under the event it is written for. */
export function useSaveBulkDraft(userId: number | null, draft: BulkDraft) {
  // The event the text was last kept under: when it changes, the text moves with it.
  const keptUnder = useRef(draft.eventId);
  useEffect(() => {
    saved = rememberBulkDraft(saved, userId, keptUnder.current, draft);
    keptUnder.current = draft.eventId;
  }, [userId, draft]);
}
