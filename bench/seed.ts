/**
 * Seeds one owner's account at benchmark scale with plain multi-row INSERTs (so every constraint and
 * trigger of the schema runs as it would for the app), deterministically from a seed number.
 *
 * The shape: events spread over the two years around today, each with the same number of members
 * and tasks; tasks spread over statuses, priorities and due dates around today, most assigned to a
 * member of their own event; a year of status history in task_status_log.
 */
import type { Kysely } from 'kysely';
import { addDays } from '../src/domain/dates.ts';
import { eventPrefix } from '../src/domain/events.ts';
import type { Database } from '../src/server/db/schema.ts';

export interface SeedSize {
  events: number;
  membersPerEvent: number;
  tasksPerEvent: number;
  /** How far back created_at and the status history go. */
  historyDays: number;
}

/** DESIGN §5: 100 events, 1,000 members, 100,000 tasks, a year of history. */
export const BENCH_SIZE: SeedSize = { events: 100, membersPerEvent: 10, tasksPerEvent: 1_000, historyDays: 365 };

export interface SeedOptions {
  size?: SeedSize;
  /** Different owners get different data from different seeds. */
  seed?: number;
  /** The clock the data is laid out around. */
  now?: Date;
  /** Rows per INSERT statement (10 columns each keeps well under both databases' parameter limits). */
  batchSize?: number;
}

export interface SeededOwner {
  /** The workspace seeded: the `owner_id` of every row. */
  ownerId: number;
  events: number;
  members: number;
  tasks: number;
  statusLogRows: number;
  /** Seconds spent inserting each table's rows (generating them included). */
  seconds: { events: number; members: number; tasks: number; statusLog: number };
}

/**
 * A search term that is a word of about one task title in five (the verb "Confirm" is drawn that
 * often, and no other word of a title or description contains it): the broad search typed letter by letter.
 */
export const SEARCH_TERM = 'confirm';
/** A search term that is a word of about one task title in thirty (one of the nouns). */
export const NARROW_SEARCH_TERM = 'catering';

const EVENT_KINDS = ['Tech Conference', 'Summer Festival', 'Product Launch', 'Charity Gala', 'Design Summit', 'Music Night', 'Trade Fair', 'Team Retreat', 'Wedding Party', 'Book Fair'];
const CITIES = ['Berlin', 'Lisbon', 'Nairobi', 'Osaka', 'Lima', 'Toronto', 'Lyon', 'Porto', 'Austin', 'Dublin'];
const VERBS = ['Book', 'Confirm', 'Order', 'Review', 'Plan', 'Prepare', 'Print', 'Call', 'Send', 'Check', 'Update', 'Pay'];
/** "Confirm" in one title of five (SEARCH_TERM), the other verbs evenly over the rest. */
const VERB_WEIGHTS = VERBS.map((verb) => [verb, verb === 'Confirm' ? 20 : 80 / (VERBS.length - 1)] as const);
const NOUNS = [
  'venue', 'catering', 'speakers', 'badges', 'stage lighting', 'sound system', 'sponsors', 'tickets', 'signage', 'security',
  'volunteers', 'hotel rooms', 'shuttle buses', 'flowers', 'photographer', 'wifi', 'insurance', 'permits', 'menus', 'programme',
  'name tags', 'welcome packs', 'furniture', 'projector', 'livestream', 'press list', 'invitations', 'budget', 'first aid', 'cleaning',
];
const FIRST_NAMES = ['Ada', 'Ben', 'Chloé', 'Dmitri', 'Eve', 'Farah', 'Goran', 'Hana', 'Ivan', 'Jun', 'Kemi', 'Luis', 'Mia', 'Nils', 'Olu', 'Priya'];
const LAST_NAMES = ['Lee', 'Okafor', 'Müller', 'Silva', 'Tanaka', 'Novak', 'Haddad', 'Kowalski', 'Ng', 'García', 'Smith', 'Rossi'];
const COMPANIES = ['Acme Events', 'Northwind', 'Blue Door', null, 'Studio Nine', null];
const ROLES = ['Coordinator', 'Volunteer', 'Speaker liaison', 'Logistics', null, 'Host'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: small, fast and the same sequence on every run for a seed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  /** One of `values`, chosen with the given weights. */
  const weighted = <T>(values: readonly (readonly [T, number])[]): T => {
    let roll = next() * values.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of values) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return values[values.length - 1]![0];
  };
  return { next, int, pick, weighted };
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** Inserts `rows` in batches and answers their ids in row order. */
async function insertReturningIds<T extends 'events' | 'team_members' | 'tasks'>(
  db: Kysely<Database>,
  table: T,
  rows: Record<string, unknown>[],
  batchSize: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(rows, batchSize)) {
    const returned = await db
      .insertInto(table)
      .values(batch as never)
      .returning('id' as never)
      .execute();
    const batchIds = (returned as unknown as { id: number }[]).map((row) => row.id);
    // Both databases hand out ids in VALUES order; check it rather than trust it, since rows are matched by position.
    if (batchIds.length !== batch.length || batchIds.some((id, index) => index > 0 && id <= batchIds[index - 1]!)) {
      throw new Error(`${table}: ids did not come back in insertion order`);
    }
    ids.push(...batchIds);
  }
  return ids;
}

/** Seeds one workspace (whose row exists: an account's own, made at sign-up) in one transaction. */
export async function seedOwner(db: Kysely<Database>, workspaceId: number, options: SeedOptions = {}): Promise<SeededOwner> {
  const size = options.size ?? BENCH_SIZE;
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1_000;
  const random = randomFrom(options.seed ?? workspaceId);
  const today = now.toISOString().slice(0, 10);
  const nowMs = now.getTime();
  const historyMs = size.historyDays * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString();

  let lap = performance.now();
  const seconds = { events: 0, members: 0, tasks: 0, statusLog: 0 };
  const time = (phase: keyof typeof seconds) => {
    const now = performance.now();
    seconds[phase] = Math.round(now - lap) / 1000;
    lap = now;
  };

  return db.transaction().execute(async (trx) => {
    const events = Array.from({ length: size.events }, (_, index) => {
      const name = `${EVENT_KINDS[index % EVENT_KINDS.length]} ${CITIES[Math.floor(index / EVENT_KINDS.length) % CITIES.length]} ${index + 1}`;
      const startDate = addDays(today, random.int(-300, 300));
      const createdAt = iso(nowMs - random.int(0, historyMs));
      return {
        owner_id: workspaceId,
        name,
        description: `${name}: the plan, the people and the budget.`,
        start_date: startDate,
        end_date: addDays(startDate, random.int(0, 3)),
        created_at: createdAt,
        updated_at: createdAt,
      };
    });
    const eventIds = await insertReturningIds(trx, 'events', events, batchSize);
    time('events');

    let codeNumber = 0;
    const members = events.flatMap((event, eventIndex) =>
      Array.from({ length: size.membersPerEvent }, () => {
        codeNumber += 1;
        const first = random.pick(FIRST_NAMES);
        const last = random.pick(LAST_NAMES);
        const createdAt = iso(nowMs - random.int(0, historyMs));
        return {
          owner_id: workspaceId,
          event_id: eventIds[eventIndex]!,
          // Unique per owner: a running number after the event's prefix.
          code: `${eventPrefix(event.name)}-${String(codeNumber).padStart(8, '0')}`,
          name: `${first} ${last}`,
          email: random.next() < 0.8 ? `${first}.${last}.${codeNumber}@example.com`.toLowerCase() : null,
          company: random.pick(COMPANIES),
          role: random.pick(ROLES),
          status: random.weighted([['active', 85], ['pending', 10], ['inactive', 5]] as const),
          join_date: createdAt.slice(0, 10),
          created_at: createdAt,
          updated_at: createdAt,
        };
      }),
    );
    const memberIds = await insertReturningIds(trx, 'team_members', members, batchSize);
    time('members');

    type LogRow = { task_id: number; owner_id: number; old_status: string | null; new_status: string; changed_at: string };
    const pendingLogs: Omit<LogRow, 'task_id'>[][] = [];
    const tasks = eventIds.flatMap((eventId, eventIndex) =>
      Array.from({ length: size.tasksPerEvent }, () => {
        const createdMs = nowMs - random.int(0, historyMs);
        const status = random.weighted([['todo', 40], ['inprogress', 25], ['completed', 30], ['overdue', 5]] as const);
        // The walk through statuses that led to `status`, at times between creation and now.
        const path: [string | null, string][] =
          status === 'inprogress' ? [['todo', 'inprogress']]
          : status === 'completed' ? [['todo', 'inprogress'], ['inprogress', 'completed']]
          : status === 'overdue' ? [['todo', 'overdue']]
          : random.next() < 0.2 ? [['todo', 'inprogress'], ['inprogress', 'todo']]
          : [];
        let changedMs = createdMs;
        const logs = path.map(([oldStatus, newStatus]) => {
          changedMs += Math.floor(random.next() * (nowMs - changedMs) * 0.5);
          return { owner_id: workspaceId, old_status: oldStatus, new_status: newStatus, changed_at: iso(changedMs) };
        });
        pendingLogs.push(logs);
        const firstMember = eventIndex * size.membersPerEvent;
        return {
          owner_id: workspaceId,
          event_id: eventId,
          title: `${random.weighted(VERB_WEIGHTS)} ${random.pick(NOUNS)} ${random.int(1, 999)}`,
          description: random.next() < 0.5 ? '' : `Notes for ${events[eventIndex]!.name}: agree the details and tell the team.`,
          status,
          priority: random.weighted([['high', 20], ['medium', 50], ['low', 30]] as const),
          due_date: random.next() < 0.05 ? null : addDays(today, random.int(-120, 240)),
          assignee_id: random.next() < 0.9 ? memberIds[firstMember + random.int(0, size.membersPerEvent - 1)]! : null,
          created_at: iso(createdMs),
          updated_at: iso(changedMs),
        };
      }),
    );
    const taskIds = await insertReturningIds(trx, 'tasks', tasks, batchSize);
    time('tasks');

    const logRows: LogRow[] = pendingLogs.flatMap((logs, index) => logs.map((log) => ({ ...log, task_id: taskIds[index]! })));
    for (const batch of chunks(logRows, batchSize)) await trx.insertInto('task_status_log').values(batch).execute();
    time('statusLog');

    return { ownerId: workspaceId, events: eventIds.length, members: memberIds.length, tasks: taskIds.length, statusLogRows: logRows.length, seconds };
  });
}
