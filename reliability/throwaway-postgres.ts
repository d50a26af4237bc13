import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why a PostgreSQL cluster of our own cannot be made here, or undefined when it can. */
export function throwawayPostgresUnavailable(): string | undefined {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) return `no PostgreSQL binaries in ${BIN} (set PG_BIN)`;
  if (process.getuid?.() !== 0) return 'making a PostgreSQL cluster needs root (to run initdb as the postgres user)';
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    return 'there is no postgres user';
  }
  return undefined;
}

function asPostgres(command: string) {
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe', timeout: 120_000 });
}

export interface ThrowawayPostgres {
  url: string;
  start: () => void;
  /** Stops it the way an operator or a crash would: `fast` ends every connection at once. */
  stop: () => void;
  remove: () => void;
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a free port of 127.0.0.1, that can be
 * stopped and started without touching the machine's main PostgreSQL.
 */
export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-pg-'));
  execFileSync('chown', ['postgres', folder]);
  const port = await freePort();
  asPostgres(`${BIN}/initdb -D ${folder}/data --auth=trust -U postgres`);
  let running = false;
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => {
      asPostgres(`${BIN}/pg_ctl -D ${folder}/data -o "-h 127.0.0.1 -p ${port} -k ${folder}" -l ${folder}/log -w start`);
      running = true;
    },
    stop: () => {
      asPostgres(`${BIN}/pg_ctl -D ${folder}/data -m fast -w stop`);
      running = false;
    },
    remove: () => {
      if (running) cluster.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
