import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdef', 2, 'Fair'],
    ['abcdeF', 3, 'Fair'],
    ['abcdeF1', 4, 'Good'],
    ['ab!', 2, 'Fair'],
    ['abcdeF1!', 5, 'Strong'],
  ])('%j meets %i criteria and reads %s', (password, score, label) => {
    const strength = passwordStrength(password);
    expect(strength.score).toBe(score);
    expect(strength.label).toBe(label);
  });

  it('lists all five criteria with whether each is met', () => {
    const { criteria } = passwordStrength('A1');
    expect(criteria.map((c) => c.met)).toEqual([false, false, true, true, false]);
  });
});
