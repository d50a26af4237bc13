import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFairSlots, SlotRefusedError, type FairSlotsOptions } from './fair-slots.ts';

const OPTIONS: FairSlotsOptions = { total: 3, perKey: 1, maxWaitMs: 1_000, maxWaiting: 4, maxWaitingPerKey: 1 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether a promise has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

async function refusal(promise: Promise<unknown>): Promise<SlotRefusedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SlotRefusedError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('createFairSlots', () => {
  it('gives each key at most its share, so one key holding its slots leaves the others to everyone else', async () => {
    const slots = createFairSlots(OPTIONS);
    await slots.acquire('a');
    const second = slots.acquire('a');
    expect(await settled(second)).toBe(false);
    await slots.acquire('b');
    await slots.acquire('c');
    expect(slots.held()).toBe(3);
    expect(slots.held('a')).toBe(1);
    expect(slots.waiting('a')).toBe(1);
  });

  it('hands a freed slot to the oldest waiter allowed one, letting by those whose key holds its share', async () => {
    const slots = createFairSlots({ ...OPTIONS, total: 2 });
    const releaseA = await slots.acquire('a');
    const releaseB = await slots.acquire('b');
    const a2 = slots.acquire('a');
    const c = slots.acquire('c');
    const d = slots.acquire('d');
    releaseB();
    // a is still at its share, so c, the oldest allowed, goes first.
    expect(await settled(c)).toBe(true);
    expect(await settled(a2)).toBe(false);
    releaseA();
    expect(await settled(a2)).toBe(true);
    expect(await settled(d)).toBe(false);
    releaseA(); // a second call gives nothing back
    expect(slots.held()).toBe(2);
  });

  it('refuses a wait that lasts too long, saying whether the key waited on its own work or on everyone’s', async () => {
    const slots = createFairSlots({ ...OPTIONS, total: 2 });
    await slots.acquire('a');
    await slots.acquire('b');
    const ownShare = refusal(slots.acquire('a'));
    const busy = refusal(slots.acquire('c'));
    await vi.advanceTimersByTimeAsync(999);
    expect(slots.waiting()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((await ownShare).reason).toBe('own-share');
    expect((await busy).reason).toBe('busy');
    expect(slots.waiting()).toBe(0);
  });

  it('refuses at once beyond the queue’s bounds, per key and in all', async () => {
    const slots = createFairSlots({ ...OPTIONS, total: 1, maxWaiting: 2 });
    await slots.acquire('a');
    void slots.acquire('a').catch(() => {});
    expect((await refusal(slots.acquire('a'))).reason).toBe('own-share');
    void slots.acquire('b').catch(() => {});
    expect((await refusal(slots.acquire('c'))).reason).toBe('busy');
  });

  it('forgets a waiter whose request went away', async () => {
    const slots = createFairSlots({ ...OPTIONS, total: 1 });
    const release = await slots.acquire('a');
    const gone = new AbortController();
    const waiting = slots.acquire('b', gone.signal);
    gone.abort(new Error('client went away'));
    await expect(waiting).rejects.toThrow('client went away');
    expect(slots.waiting()).toBe(0);
    release();
    expect(slots.held()).toBe(0);
  });
});
