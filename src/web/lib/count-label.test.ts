import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label.ts';

describe('countLabel', () => {
  it('uses the singular for one only, and groups thousands', () => {
    expect(countLabel(1, 'task')).toBe('1 task');
    expect(countLabel(0, 'task')).toBe('0 tasks');
    expect(countLabel(2, 'member')).toBe('2 members');
    expect(countLabel(10000, 'task', 'tasks')).toBe('10,000 tasks');
    expect(countLabel(2, 'entry', 'entries')).toBe('2 entries');
  });
});
