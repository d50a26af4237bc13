import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { confirmProgress } from './confirm-dialog.tsx';

describe('a confirmation that runs a mutation', () => {
  it('is pending while it runs, with no error', () => {
    expect(confirmProgress({ isPending: true, isError: false, error: null }, 'Could not turn the link off')).toEqual({ pending: true, error: undefined });
  });

  it('says what failed, then the server’s reason for a refusal', () => {
    const refused = new ApiError('Request failed', 'http', 404, 'Team member not found');
    expect(confirmProgress({ isPending: false, isError: true, error: refused }, 'Failed to delete team member')).toEqual({
      pending: false,
      error: 'Failed to delete team member: Team member not found',
    });
  });
});
