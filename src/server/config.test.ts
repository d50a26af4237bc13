import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded SQLite database on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', path: './data/eventry.db' });
    expect(config.signInRateLimit).toBe(10);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@localhost/db',
    });
  });

  it('bounds PostgreSQL connections and statements, 5 and 30 seconds unless told otherwise', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 30_000 });
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseTimeouts).toEqual({
      connectMs: 2_000,
      statementMs: 0,
    });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS must be a number/);
  });

  it('names the bad variable and the value it got', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT must be a number \(got "abc"\)/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY must be true or false/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.dialect).toBe('sqlite');
  });
});
