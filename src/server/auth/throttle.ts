import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { claimAttempt, clearFailures, countHit, type Backoff } from './throttle-repository.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const FIRST_DELAY_MS = SECOND_MS;
const FAILURE_MEMORY_MS = 15 * MINUTE_MS;

export interface AuthLimits {
  signUpsPerAddressPerHour: number;
  signInsPerAddressPerMinute: number;
  signInFailuresBeforeDelay: number;
  signInMaxDelayMs: number;
}

/** The wait after each failure past the free ones: 1 s, 2 s, 4 s… and then the cap, again and again. */
export function signInDelays(maxDelayMs: number): number[] {
  const delays: number[] = [];
  for (let delay = FIRST_DELAY_MS; delay < maxDelayMs; delay *= 2) delays.push(delay);
  delays.push(maxDelayMs);
  return delays;
}

export interface Refusal {
  retryAfterSeconds: number;
}

/** `client`: the key of http/client-address.ts's `clientKey`, the one way a limit knows the client. */
export interface AuthThrottle {
  admitSignUp(client: string): Promise<Refusal | undefined>;
  /** Counts the attempt against the client's address and, as a failure until `signInSucceeded`, against the email. */
  admitSignIn(client: string, email: string): Promise<Refusal | undefined>;
  signInSucceeded(email: string): Promise<void>;
}

/** The sign-up and sign-in limits, counted in the database so they hold across app instances. */
export function createAuthThrottle(db: Kysely<Database>, limits: AuthLimits, clock: () => number = Date.now): AuthThrottle {
  const backoff: Backoff = {
    freeFailures: limits.signInFailuresBeforeDelay,
    delaysMs: signInDelays(limits.signInMaxDelayMs),
    memoryMs: Math.max(FAILURE_MEMORY_MS, limits.signInMaxDelayMs),
  };
  const refusal = (retryAtMs: number, nowMs: number): Refusal => ({
    retryAfterSeconds: Math.max(1, Math.ceil((retryAtMs - nowMs) / SECOND_MS)),
  });
  const withinLimit = async (key: string, max: number, windowMs: number, nowMs: number) => {
    const { hits, resetsAtMs } = await countHit(db, key, windowMs, nowMs);
    return hits <= max ? undefined : refusal(resetsAtMs, nowMs);
  };
  const emailKey = (email: string) => `signin:email:${email}`;

  return {
    async admitSignUp(client) {
      return withinLimit(`signup:ip:${client}`, limits.signUpsPerAddressPerHour, HOUR_MS, clock());
    },

    async admitSignIn(client, email) {
      const nowMs = clock();
      const overAddress = await withinLimit(`signin:ip:${client}`, limits.signInsPerAddressPerMinute, MINUTE_MS, nowMs);
      if (overAddress) return overAddress;
      const claim = await claimAttempt(db, emailKey(email), backoff, nowMs);
      return claim.accepted ? undefined : refusal(claim.retryAtMs, nowMs);
    },

    async signInSucceeded(email) {
      await clearFailures(db, emailKey(email));
    },
  };
}
