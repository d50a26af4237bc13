import { describe, expect, it } from 'vitest';
import { initialsOf } from './names.ts';

describe('initialsOf', () => {
  it.each([
    ['Ann Lee', 'AL'],
    ['ann marie lee', 'AM'],
    ['Cher', 'C'],
    ['   ', 'U'],
    // astral characters (two UTF-16 units each) are taken whole, never half a surrogate pair
    ['😀 Smith', '😀S'],
    ['ann 😀', 'A😀'],
    ['𝒜da Lovelace', '𝒜L'],
    ['𐐨ara', '𐐀'], // Deseret small letter → its capital, U+10428 → U+10400
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('never returns a lone surrogate', () => {
    const initials = initialsOf('😀');
    expect(initials).toBe('😀');
    expect(initials).toHaveLength(2);
    expect(initials).not.toMatch(/\p{Cs}/u); // a lone surrogate, which a u-mode pattern sees only when unpaired
    expect(initialsOf('\u{1F600}x y')).not.toMatch(/\p{Cs}/u);
  });
});
