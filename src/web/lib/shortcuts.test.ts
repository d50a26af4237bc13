import { describe, expect, it } from 'vitest';
import { EMPTY_SEQUENCE, pressKey, SEQUENCE_TIMEOUT_MS, shortcutsListen, type SequenceState } from './shortcuts.ts';

function typeKeys(keys: string[], start = 1000, gap = 100) {
  let state: SequenceState = EMPTY_SEQUENCE;
  const actions = keys.map((key, index) => {
    const result = pressKey(state, key, start + index * gap);
    state = result.state;
    return result.shortcut?.action ?? null;
  });
  return { actions, state };
}

describe('pressKey', () => {
  it('completes a one-key shortcut at once', () => {
    expect(typeKeys(['c']).actions).toEqual([{ kind: 'create-task' }]);
    expect(typeKeys(['b']).actions).toEqual([{ kind: 'bulk-create' }]);
    expect(typeKeys(['/']).actions).toEqual([{ kind: 'focus-search' }]);
    expect(typeKeys(['?']).actions).toEqual([{ kind: 'help' }]);
  });

  it('waits after g, and goes to the page of the second key', () => {
    expect(typeKeys(['g', 'd']).actions).toEqual([null, { kind: 'go', to: '/app/dashboard' }]);
    expect(typeKeys(['g', 'e']).actions[1]).toEqual({ kind: 'go', to: '/app/events' });
    expect(typeKeys(['g', 't']).actions[1]).toEqual({ kind: 'go', to: '/app/tasks' });
    expect(typeKeys(['g', 'm']).actions[1]).toEqual({ kind: 'go', to: '/app/team' });
    expect(typeKeys(['g', 'a']).actions[1]).toEqual({ kind: 'go', to: '/app/analytics' });
    expect(typeKeys(['g']).state.keys).toEqual(['g']);
  });

  it('does nothing for a key no shortcut starts with, nor for a letter of a sequence pressed alone', () => {
    expect(typeKeys(['x', 'd', 't', 'Enter']).actions).toEqual([null, null, null, null]);
    expect(typeKeys(['x']).state).toEqual(EMPTY_SEQUENCE);
  });

  it('reads a key that breaks a sequence afresh', () => {
    expect(typeKeys(['g', 'c']).actions).toEqual([null, { kind: 'create-task' }]);
    expect(typeKeys(['g', 'x', 'd']).actions).toEqual([null, null, null]);
    expect(typeKeys(['g', 'g', 'd']).actions).toEqual([null, null, { kind: 'go', to: '/app/dashboard' }]);
  });

  it('forgets a sequence left waiting too long', () => {
    expect(typeKeys(['g', 'd'], 0, SEQUENCE_TIMEOUT_MS).actions[1]).toEqual({ kind: 'go', to: '/app/dashboard' });
    expect(typeKeys(['g', 'd'], 0, SEQUENCE_TIMEOUT_MS + 1).actions).toEqual([null, null]);
  });

  it('tells letters apart by case (Shift+C is not c)', () => {
    expect(typeKeys(['C']).actions).toEqual([null]);
  });
});

describe('shortcutsListen', () => {
  const quiet = { ctrlKey: false, metaKey: false, altKey: false, typing: false, overlayOpen: false };

  it('listens when nothing else wants the key', () => {
    expect(shortcutsListen(quiet)).toBe(true);
  });

  it('leaves keys held with Ctrl, Meta or Alt, typed in a field, or pressed in a dialog alone', () => {
    expect(shortcutsListen({ ...quiet, ctrlKey: true })).toBe(false);
    expect(shortcutsListen({ ...quiet, metaKey: true })).toBe(false);
    expect(shortcutsListen({ ...quiet, altKey: true })).toBe(false);
    expect(shortcutsListen({ ...quiet, typing: true })).toBe(false);
    expect(shortcutsListen({ ...quiet, overlayOpen: true })).toBe(false);
  });
});
