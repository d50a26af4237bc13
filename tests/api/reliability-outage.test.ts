import { describe, expect, it } from 'vitest';
import { runPostgresOutagePart, runSqliteFaultsPart, sqliteFaultsUnavailable } from '../../reliability/outage.ts';
import { throwawayPostgresUnavailable } from '../../reliability/throwaway-postgres.ts';
import { dialect } from './support/test-app.ts';

// The short versions of `npm run reliability`'s outage part. Both need root: a PostgreSQL cluster of
// their own to stop (never the machine's), and small file systems to mount.
const postgresHere = dialect === 'postgres' || !process.env.TEST_DATABASE_URL;
const noPostgres = postgresHere ? throwawayPostgresUnavailable() : 'runs in the PostgreSQL project';
const noSqliteFaults = dialect === 'sqlite' ? sqliteFaultsUnavailable() : 'runs in the SQLite project';
if (postgresHere && noPostgres) console.warn(`skipped the PostgreSQL outage test: ${noPostgres}`);
if (dialect === 'sqlite' && noSqliteFaults) console.warn(`skipped the SQLite read-only and full-disk test: ${noSqliteFaults}`);

describe('PostgreSQL stopped under load and started again', () => {
  it.skipIf(noPostgres !== undefined)('answers 503 with a clear message meanwhile, health says the database is down, and serves again without a restart', { timeout: 300_000 }, async () => {
    const report = await runPostgresOutagePart({ entry: 'src', downMs: 4_000 });
    expect(report.problems).toEqual([]);
    expect(report.unavailableAnswers).toBeGreaterThan(0);
    expect(report.healthWhileDown).toContain('"database":"down"');
  });
});

describe('SQLite on a read-only folder or a full disk', () => {
  it.skipIf(noSqliteFaults !== undefined)('refuses to start with a clear message, answers 503 once the disk is full, and the file stays intact', { timeout: 300_000 }, async () => {
    const report = await runSqliteFaultsPart({ entry: 'src', maxWrites: 300 });
    expect(report.problems).toEqual([]);
    expect(report.readOnlyStart).toContain('check that its folder exists and is writable');
    expect(report.diskFullAnswers['503']).toBe(1);
    expect(report.integrity).toBe('ok');
  });
});
