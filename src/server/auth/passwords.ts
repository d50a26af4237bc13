import argon2 from 'argon2';
import { createConcurrencyLimit } from './concurrency-limit.ts';

/** OWASP's argon2id minimum: 19 MiB of memory, 2 passes, 1 lane. Every new hash is made with these. */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const ARGON2_VERSION = 19;

/** `$argon2id$v=19$m=19456,p=1,t=2$salt$hash`: the type, version and cost parameters (in any order). */
function parseArgon2Hash(storedHash: string) {
  const [, type, ...fields] = storedHash.split('$');
  const version = fields[0]?.startsWith('v=') ? Number(fields.shift()!.slice(2)) : 16;
  const params = new Map((fields[0] ?? '').split(',').map((pair) => pair.split('=') as [string, string]));
  return { type, version, memory: Number(params.get('m')), passes: Number(params.get('t')) };
}

/**
 * True when a stored hash is not argon2id, or costs less memory or fewer passes than
 * PASSWORD_HASH_OPTIONS: the next successful sign-in replaces it.
 */
export function isWeakerThanPinned(storedHash: string): boolean {
  const { type, version, memory, passes } = parseArgon2Hash(storedHash);
  return !(
    type === 'argon2id' &&
    version >= ARGON2_VERSION &&
    memory >= PASSWORD_HASH_OPTIONS.memoryCost &&
    passes >= PASSWORD_HASH_OPTIONS.timeCost
  );
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** With no stored hash it still spends the same time, so timing reveals no accounts. */
  verify(storedHash: string | undefined, password: string): Promise<boolean>;
}

/**
 * Hashes and checks passwords, at most `maxConcurrent` at once: each takes tens of milliseconds of
 * CPU and 19 MiB, so a flood of sign-ups or sign-ins queues here instead of starving other requests.
 */
export function createPasswordHasher(maxConcurrent: number): PasswordHasher {
  const limit = createConcurrencyLimit(maxConcurrent);
  const hash = (password: string) => limit(() => argon2.hash(password, PASSWORD_HASH_OPTIONS));
  let dummyHash: Promise<string> | undefined;

  return {
    hash,
    async verify(storedHash, password) {
      if (!storedHash) {
        dummyHash ??= hash('not-a-real-password');
        const dummy = await dummyHash;
        await limit(() => argon2.verify(dummy, password));
        return false;
      }
      try {
        return await limit(() => argon2.verify(storedHash, password));
      } catch {
        return false;
      }
    },
  };
}
