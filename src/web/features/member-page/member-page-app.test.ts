import { describe, expect, it } from 'vitest';
import { memberTokenOf } from './member-page-app.tsx';

describe('the token in a member page’s address', () => {
  it('is the one path segment after /m/', () => {
    expect(memberTokenOf('/m/k3Jv9Qx_2mB-7pLzW4cT8nYd0aFhR6sUeGiVoXqN1yE')).toBe('k3Jv9Qx_2mB-7pLzW4cT8nYd0aFhR6sUeGiVoXqN1yE');
    expect(memberTokenOf('/m/abc/')).toBe('abc');
    expect(memberTokenOf('/m/a%20b')).toBe('a b');
  });

  it('is empty for any other address', () => {
    for (const path of ['/m/', '/m', '/m/abc/def', '/app/m/abc', '/m/%E0%A4%A']) expect(memberTokenOf(path), path).toBe('');
  });
});
