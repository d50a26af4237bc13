import { describe, expect, it } from 'vitest';
import { createRenderSlots, RenderBusyError } from './render-slots.ts';

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('createRenderSlots', () => {
  it('runs at most `concurrency` tasks at once, queues `queue` more and refuses the next at once', async () => {
    const slots = createRenderSlots({ concurrency: 2, queue: 1, waitMs: 10_000 });
    const gates = [deferred(), deferred(), deferred()];
    let running = 0;
    let most = 0;
    const task = (gate: { promise: Promise<void> }, value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await gate.promise;
      running -= 1;
      return value;
    };
    const first = slots(task(gates[0]!, 1));
    const second = slots(task(gates[1]!, 2));
    const queued = slots(task(gates[2]!, 3));
    await expect(slots(async () => 4)).rejects.toBeInstanceOf(RenderBusyError);
    gates[0]!.release();
    expect(await first).toBe(1);
    gates[1]!.release();
    gates[2]!.release();
    expect(await Promise.all([second, queued])).toEqual([2, 3]);
    expect(most).toBe(2);
    // All slots are free again.
    expect(await Promise.all([slots(async () => 5), slots(async () => 6)])).toEqual([5, 6]);
  });

  it('refuses a queued task that waited `waitMs`, and frees its place', async () => {
    const slots = createRenderSlots({ concurrency: 1, queue: 1, waitMs: 30 });
    const gate = deferred();
    const holding = slots(() => gate.promise.then(() => 'done'));
    let ran = false;
    await expect(
      slots(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(RenderBusyError);
    expect(ran).toBe(false);
    const next = slots(async () => 'next');
    gate.release();
    expect(await holding).toBe('done');
    expect(await next).toBe('next');
  });

  it('frees the slot when a task fails', async () => {
    const slots = createRenderSlots({ concurrency: 1, queue: 0, waitMs: 0 });
    await expect(slots(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots(async () => 'after')).toBe('after');
  });
});
