import { describe, expect, it } from 'vitest';
import { runLoadPart } from '../../reliability/load.ts';
import { dialect } from './support/test-app.ts';
import { createEmptyPostgresSchema } from './support/server-process.ts';

// The short version of `npm run reliability`'s load part: a few seconds instead of 60.
describe('a server under mixed load from another process', () => {
  it('answers 50 connections of lists, creates, status changes and bulks with no 5xx, and stores exactly the acknowledged writes', { timeout: 240_000 }, async () => {
    const schema = dialect === 'postgres' ? await createEmptyPostgresSchema() : undefined;
    try {
      const report = await runLoadPart({ entry: 'src', connections: 50, durationMs: 2_000, databaseUrl: schema?.databaseUrl });
      expect(report.problems).toEqual([]);
      expect(report.statusCounts['201']).toBeGreaterThan(0);
      expect(report.acknowledgedStatusChanges).toBeGreaterThan(0);
    } finally {
      await schema?.drop();
    }
  });
});
