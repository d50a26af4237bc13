import { describe, expect, it } from 'vitest';
import { CONFERENCE_PRESET_TEXT } from '../../../../domain/bulk-tasks.ts';
import { EMPTY_BULK_DRAFT, openingBulkDraft, rememberBulkDraft, type BulkDraft, type SavedBulkDrafts } from './bulk-draft.ts';

const USER = 7;
const GALA = 11;
const FAIR = 12;
const draft = (text: string, eventId: number | null): BulkDraft => ({ text, eventId, autoSelectConference: false });

/** Opens the form, makes the given changes one by one as the form saves them, and returns what is kept. */
function session(saved: SavedBulkDrafts | null, listEventId: number | null, ...changes: BulkDraft[]): SavedBulkDrafts {
  let shown = openingBulkDraft(saved, USER, listEventId);
  let kept = rememberBulkDraft(saved, USER, shown.eventId, shown);
  for (const change of changes) {
    kept = rememberBulkDraft(kept, USER, shown.eventId, change);
    shown = change;
  }
  return kept;
}

describe('openingBulkDraft: what the Bulk Create form opens with', () => {
  it("first opening from the whole list: the spec's conference preset, the conference event to be chosen", () => {
    expect(openingBulkDraft(null, USER, null)).toEqual({ text: CONFERENCE_PRESET_TEXT, eventId: null, autoSelectConference: true });
  });

  it('first opening from a list filtered to one event: that event, an empty box, no preset filled in and no conference chosen', () => {
    expect(openingBulkDraft(null, USER, GALA)).toEqual({ text: '', eventId: GALA, autoSelectConference: false });
  });

  it('the preset is offered once: after a first opening from a filtered list, the whole list opens on what was left', () => {
    const kept = session(null, GALA);
    expect(openingBulkDraft(kept, USER, null)).toEqual({ text: '', eventId: GALA, autoSelectConference: false });
  });

  it('a list written for one event comes back under that event, and never under another', () => {
    const kept = session(null, GALA, draft('Book the venue', GALA));
    expect(openingBulkDraft(kept, USER, GALA)).toEqual(draft('Book the venue', GALA));
    expect(openingBulkDraft(kept, USER, FAIR)).toEqual(draft('', FAIR));
    // Opening for the other event and leaving it empty keeps the first list.
    const later = session(kept, FAIR);
    expect(openingBulkDraft(later, USER, GALA)).toEqual(draft('Book the venue', GALA));
  });

  it('the preset kept from the first opening is never shown under a filtered event', () => {
    // Closed before the events arrived: the preset waits for the conference event.
    const kept = session(null, null);
    expect(openingBulkDraft(kept, USER, null)).toEqual({ text: CONFERENCE_PRESET_TEXT, eventId: null, autoSelectConference: true });
    expect(openingBulkDraft(kept, USER, FAIR)).toEqual(draft('', FAIR));
    // Chosen: it belongs to the conference event, and comes back there.
    const chosen = session(null, null, draft(CONFERENCE_PRESET_TEXT, GALA));
    expect(openingBulkDraft(chosen, USER, GALA)).toEqual(draft(CONFERENCE_PRESET_TEXT, GALA));
    expect(openingBulkDraft(chosen, USER, FAIR)).toEqual(draft('', FAIR));
  });

  it('text written without an event is not given to the event a list is filtered to', () => {
    const kept = session(null, null, draft('Hang the bunting', null));
    expect(openingBulkDraft(kept, USER, FAIR)).toEqual(draft('', FAIR));
    expect(openingBulkDraft(kept, USER, null)).toEqual(draft('Hang the bunting', null));
  });

  it('choosing another event in the form moves the text to it', () => {
    const kept = session(null, GALA, draft('Book the venue', GALA), draft('Book the venue', FAIR));
    expect(openingBulkDraft(kept, USER, GALA)).toEqual(draft('', GALA));
    expect(openingBulkDraft(kept, USER, FAIR)).toEqual(draft('Book the venue', FAIR));
    expect(openingBulkDraft(kept, USER, null)).toEqual(draft('Book the venue', FAIR));
  });

  it('after a successful creation the form is reset, for that event too', () => {
    const kept = session(null, GALA, draft('Book the venue', GALA), EMPTY_BULK_DRAFT);
    expect(openingBulkDraft(kept, USER, GALA)).toEqual(draft('', GALA));
    expect(openingBulkDraft(kept, USER, null)).toEqual(EMPTY_BULK_DRAFT);
  });

  it("another user's drafts are never shown: they start with the spec's first opening", () => {
    const kept = session(null, GALA, draft('Book the venue', GALA));
    expect(openingBulkDraft(kept, USER + 1, GALA)).toEqual(draft('', GALA));
    expect(openingBulkDraft(kept, USER + 1, null)).toEqual({ text: CONFERENCE_PRESET_TEXT, eventId: null, autoSelectConference: true });
    expect(rememberBulkDraft(kept, USER + 1, null, draft('x', FAIR)).byEvent).toEqual({ [FAIR]: 'x' });
  });
});
