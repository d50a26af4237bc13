import { unsubscribeApiPath, unsubscribePagePath } from '../../domain/reminder-rules.ts';
import { publicLink } from '../http/public-origin.ts';
import { describeMailError } from '../mail/mailer.ts';
import { hashToken, newLinkToken } from '../private-links/link-token.ts';
import { RETRY_DELAYS_MS, type SendOutcome, type SenderContext } from '../reminders/reminder-sender.ts';
import { teamMail } from './team-mail-mail.ts';
import { markFailed, markSent, recordFailedAttempt } from '../mail/delivery-state.ts';
import { claimTeamMail, teamMailSource, type TeamMailDelivery } from './team-mail-repository.ts';

/**
 * Sends one planned team e-mail, at most once, as sendDelivery sends a digest: claimed before anything
 * goes out, marked sent after, retried after the reminders' delays, given up after the last. Not sent
 * (skipped) when the member has since lost their address, unsubscribed, become inactive or gone.
 */
export async function sendTeamMailDelivery(ctx: SenderContext, id: number, now: Date): Promise<SendOutcome> {
  const { db, mailer, log, publicOrigin } = ctx;
  const unsubscribeToken = newLinkToken();
  const delivery = await claimTeamMail(db, id, hashToken(unsubscribeToken), now);
  if (!delivery) return 'taken';

  let source: Awaited<ReturnType<typeof teamMailSource>>;
  try {
    source = await teamMailSource(db, delivery);
  } catch (error) {
    return failedAttempt(ctx, delivery, now, { message: error instanceof Error ? error.message : String(error) });
  }
  const skip = !source
    ? 'the member is gone'
    : !source.email
      ? 'the member has no e-mail address'
      : source.unsubscribed || source.inactive
        ? 'the member unsubscribed or is inactive'
        : null;
  if (skip || !source?.email) {
    await markFailed(db, 'team_mail_deliveries', delivery.id, `not sent: ${skip}`);
    log.info({ teamMailDeliveryId: delivery.id, reason: skip }, 'team e-mail not sent');
    return 'skipped';
  }
  const message = teamMail({
    email: source.email,
    eventName: source.eventName,
    subject: source.subject,
    body: source.body,
    replyTo: source.senderEmail ?? undefined,
    unsubscribe: {
      oneClick: publicLink(publicOrigin, unsubscribeApiPath(unsubscribeToken)),
      page: publicLink(publicOrigin, unsubscribePagePath(unsubscribeToken)),
    },
  });
  try {
    await mailer.send(message, log);
  } catch (error) {
    return failedAttempt(ctx, delivery, now, describeMailError(error));
  }
  await markSent(db, 'team_mail_deliveries', delivery.id, now);
  log.info({ teamMailDeliveryId: delivery.id, transport: mailer.transport }, 'team e-mail sent');
  return 'sent';
}

async function failedAttempt(ctx: SenderContext, delivery: TeamMailDelivery, now: Date, error: Record<string, unknown>): Promise<SendOutcome> {
  const outcome = await recordFailedAttempt(ctx.db, 'team_mail_deliveries', delivery, now, ctx.retryDelaysMs ?? RETRY_DELAYS_MS, error);
  if (outcome === 'failed') {
    ctx.log.error(
      { teamMailDeliveryId: delivery.id, attempts: delivery.attempts, transport: ctx.mailer.transport, mailError: error },
      'team e-mail could not be sent: given up',
    );
  }
  return outcome;
}
