/**
 * The server as users run it: the built `dist`, started with `node`, in a process of its own,
 * logging at the default level to a file. Stopped by its PID.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';

export const SERVER_ENTRY = path.resolve(import.meta.dirname, '../dist/node/server/server.js');

export interface ServerProcess {
  pid: number;
  origin: string;
  logFile: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every server started and not yet stopped, so a failing run can still stop them. */
const running = new Set<ServerProcess>();

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

export async function startServer({ env, logFile }: { env: Record<string, string>; logFile: string }): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'a');
  // Only what the server needs: no inherited DATABASE_URL or LOG_LEVEL from the shell can change what is measured.
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error('the server process did not start');
  const pid = child.pid;
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const server: ServerProcess = {
    pid,
    origin,
    logFile,
    async stop() {
      running.delete(server);
      if (exited) return;
      process.kill(pid, 'SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), sleep(5_000).then(() => false)]);
      if (!stopped) {
        process.kill(pid, 'SIGKILL');
        await exit;
      }
    },
  };
  running.add(server);

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.stop();
  throw new Error(`the server did not become ready on ${origin}; last lines of ${logFile}:\n${tail(logFile)}`);
}

export interface MemoryFigures {
  /** Resident now (VmRSS) and its peak so far (VmHWM). */
  rssMb: number;
  peakRssMb: number;
  /** Where the resident memory is: private (JS heap, SQLite page cache, native allocations), file-backed (code, mapped files), shared memory. */
  anonMb: number;
  fileMb: number;
  shmemMb: number;
}

/** The server's memory from /proc/<pid>/status, in MB. */
export function memoryOf(pid: number): MemoryFigures {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rssMb: mb('VmRSS'), peakRssMb: mb('VmHWM'), anonMb: mb('RssAnon'), fileMb: mb('RssFile'), shmemMb: mb('RssShmem') };
}

/** Resets the peak (VmHWM) to the current RSS, so the next peak read is the peak since now. */
export function resetPeakMemory(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** What the server logs each time its idle collection runs (`"msg":"memory at rest"`), in bytes. */
export interface MemoryAtRestLine {
  time?: number;
  rssBytes: number;
  heapUsedBytes: number;
  statementCacheBytes: number;
  answerCacheBytes: number;
}

export interface LogSummary {
  lines: number;
  bytes: number;
  /** The last "memory at rest" line of each server process, by PID. */
  memoryAtRest: Map<number, MemoryAtRestLine>;
}

const MEMORY_AT_REST = 'memory at rest';

/** Reads the log file in pieces (it can outgrow one string): its lines, and the servers' last "memory at rest" lines. */
export function readServerLog(file: string): LogSummary {
  const summary: LogSummary = { lines: 0, bytes: 0, memoryAtRest: new Map() };
  if (!fs.existsSync(file)) return summary;
  const take = (line: string) => {
    if (!line.includes(MEMORY_AT_REST)) return;
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg !== MEMORY_AT_REST || typeof entry.pid !== 'number') return;
      const numberOf = (key: string) => (typeof entry[key] === 'number' ? (entry[key] as number) : NaN);
      summary.memoryAtRest.set(entry.pid, {
        time: typeof entry.time === 'number' ? entry.time : undefined,
        rssBytes: numberOf('rssBytes'),
        heapUsedBytes: numberOf('heapUsedBytes'),
        statementCacheBytes: numberOf('statementCacheBytes'),
        answerCacheBytes: numberOf('answerCacheBytes'),
      });
    } catch {
      // not a JSON line (a crash's stack trace, say)
    }
  };
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(4 * 1024 * 1024);
    const decoder = new StringDecoder('utf8');
    let rest = '';
    for (let read = fs.readSync(fd, buffer); read > 0; read = fs.readSync(fd, buffer)) {
      summary.bytes += read;
      const parts = (rest + decoder.write(buffer.subarray(0, read))).split('\n');
      rest = parts.pop()!;
      summary.lines += parts.length;
      for (const line of parts) take(line);
    }
    rest += decoder.end();
    if (rest) {
      summary.lines += 1;
      take(rest);
    }
  } finally {
    fs.closeSync(fd);
  }
  return summary;
}
