import { describe, expect, it } from 'vitest';
import { isWeakerThanPinned } from './passwords.ts';

const SALT_AND_HASH = '$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';

describe('isWeakerThanPinned', () => {
  it.each([
    ['$argon2id$v=19$m=19456,p=1,t=2', false],
    ['$argon2id$v=19$m=19456,t=2,p=1', false],
    ['$argon2id$v=19$m=65536,p=4,t=3', false],
    ['$argon2id$v=19$m=4096,p=1,t=1', true],
    ['$argon2id$v=19$m=19456,p=1,t=1', true],
    ['$argon2id$v=19$m=8192,p=1,t=5', true],
    ['$argon2i$v=19$m=19456,p=1,t=2', true],
    ['$argon2d$v=19$m=19456,p=1,t=2', true],
    ['$argon2id$m=19456,p=1,t=2', true],
  ])('%s… → %s', (head, weaker) => {
    expect(isWeakerThanPinned(head + SALT_AND_HASH)).toBe(weaker);
  });

  it('counts anything that is not an argon2 hash as weaker', () => {
    expect(isWeakerThanPinned('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
    expect(isWeakerThanPinned('')).toBe(true);
  });
});
