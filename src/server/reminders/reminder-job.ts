import { randomBytes } from 'node:crypto';
import { reminderDay } from '../../domain/reminder-schedule.ts';
import { releaseLease, takeLease } from './job-lease.ts';
import { failInterruptedDeliveries, listDueDeliveries, listReminderWorkspaces, planScheduledDigests } from './reminders-repository.ts';
import { sendDelivery, type SenderContext } from './reminder-sender.ts';
import { failInterruptedTeamMail, listDueTeamMail } from '../team-mail/team-mail-repository.ts';
import { sendTeamMailDelivery } from '../team-mail/team-mail-sender.ts';

export const REMINDER_LEASE = 'reminders';
/** Longer than a tick, so the holder renews it in time; short enough that another instance takes over soon after the holder stops. */
export const LEASE_MS = 5 * 60_000;
/** Digests sent per tick at most; the rest wait for the next one. */
const BATCH_SIZE = 100;
/** An attempt still 'sending' after this long was cut short (the SMTP time-outs are far shorter). */
const INTERRUPTED_AFTER_MS = 15 * 60_000;

export interface ReminderJobOptions extends SenderContext {
  /** Names this instance in the lease; random by default. */
  holder?: string;
  clock?: () => number;
  leaseMs?: number;
  batchSize?: number;
}

export interface TickResult {
  /** Whether this instance held the lease, and so did the work. */
  held: boolean;
  planned: number;
  sent: number;
}

/**
 * The reminder job of one app instance. Each tick, while it holds the lease (job_leases), it plans
 * the scheduled digests of every workspace whose local day has reached 08:00 (a send day), then sends
 * the digests that are due. Several instances run it; the lease lets one work at a time, and the
 * claim of each row (planned → sending) makes sure no digest goes twice even if two ever overlap.
 */
export function createReminderJob(options: ReminderJobOptions) {
  const { db, log, clock = Date.now, leaseMs = LEASE_MS, batchSize = BATCH_SIZE } = options;
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

  return {
    holder,
    async tick(): Promise<TickResult> {
      const now = new Date(clock());
      if (!(await takeLease(db, REMINDER_LEASE, holder, now, leaseMs))) return { held: false, planned: 0, sent: 0 };
      const interrupted = await failInterruptedDeliveries(db, new Date(now.getTime() - INTERRUPTED_AFTER_MS));
      if (interrupted.length > 0) log.warn({ deliveryIds: interrupted }, 'reminder digests cut short while sending: not sent again');
      const interruptedTeamMail = await failInterruptedTeamMail(db, new Date(now.getTime() - INTERRUPTED_AFTER_MS));
      if (interruptedTeamMail.length > 0) log.warn({ teamMailDeliveryIds: interruptedTeamMail }, 'team e-mails cut short while sending: not sent again');
      const planned = await plan(now);
      const sent = await send();
      return { held: true, planned, sent };
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
