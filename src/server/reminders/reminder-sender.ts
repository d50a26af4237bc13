import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { memberPagePath } from '../../domain/member-page.ts';
import { digestLists, hasDigestTasks, hasEnded, organiserDigest, unsubscribeApiPath, unsubscribePagePath } from '../../domain/reminder-rules.ts';
import { reminderDay } from '../../domain/reminder-schedule.ts';
import type { Database } from '../db/schema.ts';
import { publicLink } from '../http/public-origin.ts';
import { describeMailError, type Mailer, type MailMessage } from '../mail/mailer.ts';
import { replaceMemberLink, restoreMemberLink } from '../member-links/member-links-repository.ts';
import { hashToken, newLinkToken } from '../private-links/link-token.ts';
import { workspaceTimeZone } from '../workspaces/workspaces-repository.ts';
import { memberDigestMail, organiserDigestMail } from './reminder-mail.ts';
import { markFailed, markSent, recordFailedAttempt } from '../mail/delivery-state.ts';
import { claimDelivery, memberDigestSource, organiserDigestSource, type Delivery } from './reminders-repository.ts';

/** Waits before the 2nd, 3rd and 4th attempt of a digest whose send failed; after the 4th it is given up. */
export const RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000];

export interface SenderContext {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicOrigin: URL;
  retryDelaysMs?: readonly number[];
}

export type SendOutcome = 'sent' | 'retrying' | 'failed' | 'skipped' | 'taken';

interface Composed {
  message: MailMessage;
  /** Undoes what composing changed (the member's new link) when the message is not sent. */
  undo?: () => Promise<void>;
}

/**
 * The digest as it stands now (tasks may have been done since it was planned), or why there is
 * nothing to send: the recipient unsubscribed or has no address, the event's reminders were turned
 * off or it ended, or nothing is overdue or due any more.
 */
async function compose(ctx: SenderContext, delivery: Delivery, unsubscribeToken: string, now: Date): Promise<Composed | { skip: string }> {
  const { db, publicOrigin } = ctx;
  const unsubscribe = {
    oneClick: publicLink(publicOrigin, unsubscribeApiPath(unsubscribeToken)),
    page: publicLink(publicOrigin, unsubscribePagePath(unsubscribeToken)),
  };
  const timeZone = await workspaceTimeZone(db, delivery.ownerId);
  const day = reminderDay(timeZone, now);

  if (delivery.kind === 'organiser') {
    const preview = delivery.cause === 'preview';
    const source = await organiserDigestSource(db, delivery.ownerId, delivery.userId!, day.today, preview ? null : day);
    if (!source) return { skip: 'the account is gone' };
    if (!preview && !source.subscribed) return { skip: 'the organiser turned the digest off' };
    const events = organiserDigest(source.events, source.tasks, source.members, day.today);
    if (!preview && events.length === 0) return { skip: 'nothing overdue or due this week' };
    const message = organiserDigestMail({
      name: source.name,
      email: source.email,
      workspaceName: source.workspaceName,
      today: day.today,
      events,
      appLink: publicLink(publicOrigin, '/app/dashboard'),
      unsubscribe,
      preview,
    });
    return { message };
  }

  const source = await memberDigestSource(db, delivery.ownerId, delivery.memberId!, day.today);
  if (!source) return { skip: 'the member is gone' };
  if (!source.email) return { skip: 'the member has no e-mail address' };
  if (source.unsubscribed || source.inactive) return { skip: 'the member unsubscribed or is inactive' };
  if (hasEnded(source.event, day.today)) return { skip: 'the event has ended' };
  if (delivery.cause === 'schedule' && source.event.reminders === 'off') return { skip: "the event's reminders were turned off" };
  const lists = digestLists(source.tasks, day.today);
  if (!hasDigestTasks(lists)) return { skip: 'nothing overdue or due this week' };

  // Every digest carries a new link to the member's page, replacing the one they had: the latest e-mail holds the working link.
  const pageToken = newLinkToken();
  const pageTokenHash = hashToken(pageToken);
  const replaced = await replaceMemberLink(db, delivery.ownerId, delivery.memberId!, pageTokenHash, now);
  if (!replaced) return { skip: 'the member is gone' };
  const message = memberDigestMail({
    memberName: source.memberName,
    email: source.email,
    eventName: source.event.name,
    today: day.today,
    lists,
    pageLink: publicLink(publicOrigin, memberPagePath(pageToken)),
    unsubscribe,
  });
  return { message, undo: () => restoreMemberLink(db, delivery.memberId!, pageTokenHash, replaced.previous) };
}

/**
 * Sends one planned digest, at most once: claimed (planned → sending) before anything goes out, marked
 * sent after. A failed send is planned again after the next delay of `retryDelaysMs`, and given up
 * (failed, one log line) after the last; `retry: false` gives it up at once (a preview, whose
 * organiser sees the failure). 'taken' when another instance claimed it first.
 */
export async function sendDelivery(ctx: SenderContext, id: number, now: Date, { retry = true } = {}): Promise<SendOutcome> {
  const { db, mailer, log } = ctx;
  const unsubscribeToken = newLinkToken();
  const delivery = await claimDelivery(db, id, hashToken(unsubscribeToken), now);
  if (!delivery) return 'taken';

  let composed: Composed | { skip: string };
  try {
    composed = await compose(ctx, delivery, unsubscribeToken, now);
  } catch (error) {
    // A database failure while composing: nothing went out, so trying again later is safe.
    return failedAttempt(ctx, delivery, now, retry, { message: error instanceof Error ? error.message : String(error) });
  }
  if ('skip' in composed) {
    await markFailed(db, 'reminder_deliveries', delivery.id, `not sent: ${composed.skip}`);
    log.info({ deliveryId: delivery.id, reason: composed.skip }, 'reminder digest not sent');
    return 'skipped';
  }
  try {
    await mailer.send(composed.message, log);
  } catch (error) {
    await composed.undo?.();
    return failedAttempt(ctx, delivery, now, retry, describeMailError(error));
  }
  await markSent(db, 'reminder_deliveries', delivery.id, now);
  log.info({ deliveryId: delivery.id, kind: delivery.kind, cause: delivery.cause, transport: mailer.transport }, 'reminder digest sent');
  return 'sent';
}

async function failedAttempt(ctx: SenderContext, delivery: Delivery, now: Date, retry: boolean, error: Record<string, unknown>): Promise<SendOutcome> {
  const delays = retry ? (ctx.retryDelaysMs ?? RETRY_DELAYS_MS) : [];
  const outcome = await recordFailedAttempt(ctx.db, 'reminder_deliveries', delivery, now, delays, error);
  if (outcome === 'failed') {
    ctx.log.error(
      { deliveryId: delivery.id, kind: delivery.kind, attempts: delivery.attempts, transport: ctx.mailer.transport, mailError: error },
      'reminder digest could not be sent: given up',
    );
  }
  return outcome;
}
