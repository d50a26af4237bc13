import { describe, expect, it } from 'vitest';
import { avatarUrl } from './member-avatar.tsx';

describe('avatarUrl', () => {
  // Hash of 'A' is 65 → 65 % 5 = 0 → the first picture; 'B' is 66 → 1 → the second.
  it('picks one of the five shipped pictures by the name', () => {
    expect(avatarUrl('A')).toBe('/images/avatars/avatar-1.svg');
    expect(avatarUrl('B')).toBe('/images/avatars/avatar-2.svg');
    expect(avatarUrl('  B ')).toBe('/images/avatars/avatar-2.svg');
  });
});
