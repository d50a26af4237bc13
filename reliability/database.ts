import SQLite from 'better-sqlite3';
import pg from 'pg';

export type Target = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface StoredTask {
  id: number;
  title: string;
  status: string;
  /** The status-log rows of the task, oldest first. */
  log: string[];
}

/** The tasks of one event and their status-log rows, read straight from the database, not through the app. */
export async function storedTasks(target: Target, eventId: number): Promise<StoredTask[]> {
  const tasksQuery = 'select id, title, status from tasks where event_id = $1 order by id';
  const logQuery = 'select l.task_id, l.new_status from task_status_log l join tasks t on t.id = l.task_id where t.event_id = $1 order by l.id';
  let tasks: { id: number; title: string; status: string }[];
  let log: { task_id: number; new_status: string }[];
  if (target.dialect === 'sqlite') {
    const database = new SQLite(target.file, { readonly: true, fileMustExist: true });
    try {
      tasks = database.prepare(tasksQuery.replace('$1', '?')).all(eventId) as typeof tasks;
      log = database.prepare(logQuery.replace('$1', '?')).all(eventId) as typeof log;
    } finally {
      database.close();
    }
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      tasks = (await client.query(tasksQuery, [eventId])).rows;
      log = (await client.query(logQuery, [eventId])).rows;
    } finally {
      await client.end();
    }
  }
  const byId = new Map(tasks.map((task) => [Number(task.id), { ...task, id: Number(task.id), log: [] as string[] }]));
  for (const row of log) byId.get(Number(row.task_id))?.log.push(row.new_status);
  return [...byId.values()];
}

/** SQLite's own check of the file: 'ok' or the problems it found. */
export function sqliteIntegrity(file: string): string {
  const database = new SQLite(file, { fileMustExist: true });
  try {
    return (database.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join('; ');
  } finally {
    database.close();
  }
}

/** A fresh schema in the PostgreSQL database at `url`, and the DATABASE_URL that makes a server use it. */
export async function freshPostgresSchema(url: string, label: string): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const schema = `reliability_${label}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const databaseUrl = new URL(url);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
  return { databaseUrl: databaseUrl.href, drop: () => admin(`drop schema ${schema} cascade`) };
}
