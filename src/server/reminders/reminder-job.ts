import { randomBytes } from 'node:crypto';
import { FINISHED_DELIVERY_RETENTION_DAYS } from '../../domain/reminder-rules.ts';
import { reminderDay } from '../../domain/reminder-schedule.ts';
import { releaseLease, takeLease } from './job-lease.ts';
import { deleteFinished, failInterrupted } from '../mail/delivery-state.ts';
import { listDueDeliveries, listReminderWorkspaces, planScheduledDigests } from './reminders-repository.ts';
import { sendDelivery, type SenderContext } from './reminder-sender.ts';
import { deleteDeliveredTeamMessages, listDueTeamMail } from '../team-mail/team-mail-repository.ts';
import { sendTeamMailDelivery } from '../team-mail/team-mail-sender.ts';

export const REMINDER_LEASE = 'reminders';
/** Longer than a tick, so the holder renews it in time; short enough that another instance takes over soon after the holder stops. */
export const LEASE_MS = 5 * 60_000;
/** Digests sent per tick at most; the rest wait for the next one. */
const BATCH_SIZE = 100;
/** An attempt still 'sending' after this long was cut short (the SMTP time-outs are far shorter). */
const INTERRUPTED_AFTER_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Rows deleted per statement by the clean-up: each a short write, so no tick holds a long lock. */
const CLEANUP_BATCH_SIZE = 500;
/** Statements per table per tick at most; an older backlog goes over the next ticks. */
export const CLEANUP_BATCHES_PER_TICK = 20;

export interface ReminderJobOptions extends SenderContext {
  /** Names this instance in the lease; random by default. */
  holder?: string;
  clock?: () => number;
  leaseMs?: number;
  batchSize?: number;
  cleanupBatchSize?: number;
}

export interface TickResult {
  /** Whether this instance held the lease, and so did the work. */
  held: boolean;
  planned: number;
  sent: number;
  /** Finished deliveries, and team e-mails' messages none of whose e-mails is left, deleted past FINISHED_DELIVERY_RETENTION_DAYS. */
  deleted: number;
}

/**
 * The reminder job of one app instance. Each tick, while it holds the lease (job_leases), it plans
 * the scheduled digests of every workspace whose local day has reached 08:00 (a send day), sends the
 * digests that are due, then deletes the deliveries that finished long ago. Several instances run it;
 * the lease lets one work at a time, and the claim of each row (planned → sending) makes sure no
 * digest goes twice even if two ever overlap.
 */
export function createReminderJob(options: ReminderJobOptions) {
  const { db, log, clock = Date.now, leaseMs = LEASE_MS, batchSize = BATCH_SIZE, cleanupBatchSize = CLEANUP_BATCH_SIZE } = options;
  const holder = options.holder ?? `instance-${randomBytes(8).toString('hex')}`;
  /**
   * The local day each workspace was last planned for by this instance: a workspace's digests are
   * planned once a day, at the first tick after 08:00, so changes later that day show in the next
   * digest. After a restart (or when the lease moves) a day is planned again; the unique indexes keep
   * the rows already planned, so only someone who has newly come due gets a digest.
   */
  const plannedDays = new Map<number, string>();
  /** Set on shutdown: the batch in progress ends after the digest being sent; the rest wait for an instance still running. */
  let stopping = false;

  async function plan(now: Date): Promise<number> {
    let planned = 0;
    for (const workspace of await listReminderWorkspaces(db)) {
      const day = reminderDay(workspace.timeZone, now);
      if (!day.daily || plannedDays.get(workspace.id) === day.today) continue;
      planned += await planScheduledDigests(db, workspace.id, day.today, day, now);
      plannedDays.set(workspace.id, day.today);
    }
    return planned;
  }

  async function send(): Promise<number> {
    let sent = 0;
    const due = await listDueDeliveries(db, new Date(clock()), batchSize);
    for (const id of due) {
      if (stopping) break;
      const now = new Date(clock());
      // Renewed before each send, so a long batch keeps it; stop when another instance has taken over.
      if (!(await takeLease(db, REMINDER_LEASE, holder, now, leaseMs))) break;
      if ((await sendDelivery(options, id, now)) === 'sent') sent += 1;
    }
    // E-mails to an event's team (campaigns, agendas), planned by their route: the same lease, claim and retries.
    for (const id of await listDueTeamMail(db, new Date(clock()), batchSize)) {
      if (stopping) break;
      const now = new Date(clock());
      if (!(await takeLease(db, REMINDER_LEASE, holder, now, leaseMs))) break;
      if ((await sendTeamMailDelivery(options, id, now)) === 'sent') sent += 1;
    }
    return sent;
  }

  /**
   * Deletes digests and team e-mails that finished (sent or failed) more than
   * FINISHED_DELIVERY_RETENTION_DAYS ago, then the team messages written before then that have no
   * e-mail left, a batch at a time. Rows still planned or sending stay, and so do those of the recent
   * days that keep a scheduled digest from being planned twice.
   */
  async function cleanUp(now: Date): Promise<number> {
    const startedBefore = new Date(now.getTime() - FINISHED_DELIVERY_RETENTION_DAYS * DAY_MS);
    let deleted = 0;
    const deletions = [
      () => deleteFinished(db, 'reminder_deliveries', startedBefore, cleanupBatchSize),
      () => deleteFinished(db, 'team_mail_deliveries', startedBefore, cleanupBatchSize),
      () => deleteDeliveredTeamMessages(db, startedBefore, cleanupBatchSize),
    ];
    for (const deleteBatch of deletions) {
      for (let batch = 0; batch < CLEANUP_BATCHES_PER_TICK && !stopping; batch += 1) {
        const count = await deleteBatch();
        deleted += count;
        if (count < cleanupBatchSize) break;
      }
    }
    return deleted;
  }

  return {
    holder,
    async tick(): Promise<TickResult> {
      const now = new Date(clock());
      if (!(await takeLease(db, REMINDER_LEASE, holder, now, leaseMs))) return { held: false, planned: 0, sent: 0, deleted: 0 };
      const interrupted = await failInterrupted(db, 'reminder_deliveries', new Date(now.getTime() - INTERRUPTED_AFTER_MS));
      if (interrupted.length > 0) log.warn({ deliveryIds: interrupted }, 'reminder digests cut short while sending: not sent again');
      const interruptedTeamMail = await failInterrupted(db, 'team_mail_deliveries', new Date(now.getTime() - INTERRUPTED_AFTER_MS));
      if (interruptedTeamMail.length > 0) log.warn({ teamMailDeliveryIds: interruptedTeamMail }, 'team e-mails cut short while sending: not sent again');
      const planned = await plan(now);
      const sent = await send();
      const deleted = await cleanUp(now);
      return { held: true, planned, sent, deleted };
    },
    /** Ends the batch in progress after the digest being sent. */
    stop: () => {
      stopping = true;
    },
    /** Lets another instance take over at once, on shutdown. */
    release: () => releaseLease(db, REMINDER_LEASE, holder),
  };
}

export type ReminderJob = ReturnType<typeof createReminderJob>;
