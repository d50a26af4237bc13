import { describe, expect, it } from 'vitest';
import { unsubscribeWording } from './unsubscribe-wording.ts';

describe('unsubscribeWording', () => {
  it("names the event for a team member's reminders", () => {
    const wording = unsubscribeWording({ kind: 'member', scopeName: 'Harbour Lights Festival' });
    expect(wording.question).toBe('Stop e-mails about “Harbour Lights Festival”?');
    expect(wording.button).toBe('Stop these e-mails');
    expect(wording.stopped).toContain('no more e-mails about “Harbour Lights Festival”');
  });

  it("names the workspace for an organiser's digest, and where to turn it on again", () => {
    const wording = unsubscribeWording({ kind: 'organiser', scopeName: 'Harbour Events' });
    expect(wording.question).toBe('Stop your organiser digest for “Harbour Events”?');
    expect(wording.button).toBe('Stop my digest');
    expect(wording.stopped).toContain('turn on My digest on the workspace’s People page');
    expect(wording.already).toContain('“Harbour Events” was already stopped');
  });
});
