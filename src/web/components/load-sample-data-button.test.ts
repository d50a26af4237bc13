import { describe, expect, it } from 'vitest';
import { sampleDataLoadedMessage } from './load-sample-data-button.tsx';

describe('sampleDataLoadedMessage', () => {
  it('says what was loaded', () => {
    expect(sampleDataLoadedMessage({ events: 5, members: 24, tasks: 41 })).toBe('Sample data loaded: 5 events, 24 team members, 41 tasks');
    expect(sampleDataLoadedMessage({ events: 1, members: 1, tasks: 1 })).toBe('Sample data loaded: 1 event, 1 team member, 1 task');
  });
});
