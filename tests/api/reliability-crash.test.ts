import { describe, expect, it } from 'vitest';
import { runCrashPart } from '../../reliability/crash.ts';
import { dialect } from './support/test-app.ts';
import { createEmptyPostgresSchema } from './support/server-process.ts';

// The short version of `npm run reliability`'s crash part: 2 kills instead of 20.
describe('a server killed (SIGKILL) in the middle of bulk creates and status changes', () => {
  it('keeps every bulk whole or not at all, every acknowledged write, each status with its history row, and an intact file', { timeout: 300_000 }, async () => {
    const schema = dialect === 'postgres' ? await createEmptyPostgresSchema() : undefined;
    try {
      const report = await runCrashPart({ entry: 'src', rounds: 2, databaseUrl: schema?.databaseUrl });
      expect(report.problems).toEqual([]);
      expect(report.acknowledgedBulks).toBeGreaterThan(0);
      expect(report.acknowledgedStatusChanges).toBeGreaterThan(0);
      if (dialect === 'sqlite') expect(report.integrityChecks).toBe(2);
    } finally {
      await schema?.drop();
    }
  });
});
