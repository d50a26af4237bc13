import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createReminderJob, type ReminderJobOptions } from './reminder-job.ts';

export interface ReminderSchedulerOptions {
  config: Pick<Config, 'publicOrigin' | 'mail' | 'reminders'>;
  /** The configured mailer by default. */
  mailer?: Mailer;
  clock?: () => number;
  holder?: string;
  retryDelaysMs?: ReminderJobOptions['retryDelaysMs'];
}

export interface ReminderScheduler {
  /** Runs one tick now (after the one in progress, if any). */
  tick: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Runs the reminder job every REMINDER_TICK_SECONDS in the background: its timer never keeps the
 * process alive, a failing tick is logged and the next one tries again, and requests never wait for
 * it. Stopped when the app closes: the tick in progress finishes first, then the lease is given up.
 */
export function startReminderScheduler(app: FastifyInstance, options: ReminderSchedulerOptions): ReminderScheduler {
  const { config } = options;
  const job = createReminderJob({
    db: app.db,
    log: app.log.child({ job: 'reminders' }),
    mailer: options.mailer ?? createMailer(config.mail),
    publicOrigin: config.publicOrigin,
    clock: options.clock,
    holder: options.holder,
    retryDelaysMs: options.retryDelaysMs,
  });
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const tick = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await job.tick();
      } catch (error) {
        app.log.error({ err: error }, 'reminder tick failed; the next one tries again');
      }
    });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(schedule), config.reminders.tickMs);
    timer.unref();
  };
  schedule();

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    job.stop();
    await running;
    await job.release().catch((error: unknown) => app.log.warn({ err: error }, 'reminder lease could not be given up; it expires on its own'));
  };
  app.addHook('onClose', stop);
  return { tick, stop };
}
