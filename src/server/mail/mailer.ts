import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Absent for a plain-text message. */
  html?: string;
  /** Where a reply goes, when not to the sender (MAIL_FROM). */
  replyTo?: string;
  /** Further header fields, such as List-Unsubscribe; nodemailer encodes them. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** `smtp` hands messages to the SMTP server; `outbox` writes each to a file. */
  readonly transport: 'smtp' | 'outbox';
  /** Resolves once the message is handed over (accepted by the SMTP server, or written); rejects otherwise. `log`: the request's. */
  send(message: MailMessage, log: FastifyBaseLogger): Promise<void>;
}

/** Bounds on each step of an SMTP conversation, so a request never waits for a silent server for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000, dnsTimeout: 5_000 };

/**
 * The mailer the configuration asks for: SMTP (SMTP_URL, MAIL_FROM) through nodemailer, or, without an
 * SMTP server, the outbox: each message written as an .eml file (which any mail program opens), and
 * its path logged, so whoever runs the server can pass the link on.
 */
export function createMailer(config: Config['mail']): Mailer {
  if (config.smtpUrl) {
    const transport = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }, { from: config.from });
    return {
      transport: 'smtp',
      async send(message) {
        await transport.sendMail(message);
      },
    };
  }

  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from: config.from });
  return {
    transport: 'outbox',
    async send(message, log) {
      const { message: raw } = await composer.sendMail(message);
      await fs.mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(config.outboxDir, name);
      // Readable by the server's own user only: the message holds a working reset link.
      await fs.writeFile(file, raw, { flag: 'wx', mode: 0o600 });
      log.info({ path: file, subject: message.subject }, 'e-mail written to the outbox (SMTP_URL is not set)');
    },
  };
}

/**
 * What may be logged of a failed send: nodemailer's error code, the SMTP command and reply code, and
 * its message, which describe the failure; never the message being sent.
 */
export function describeMailError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, command, responseCode } = error as Error & { code?: unknown; command?: unknown; responseCode?: unknown };
  return { message: error.message, code, command, responseCode };
}
