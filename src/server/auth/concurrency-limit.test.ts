import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createConcurrencyLimit', () => {
  it('runs at most the limit at once and starts the others in order as slots free', async () => {
    const limit = createConcurrencyLimit(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limit(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );

    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot when a task fails', async () => {
    const limit = createConcurrencyLimit(1);
    const failing = limit(() => Promise.reject(new Error('boom')));
    const next = limit(async () => 'ran');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ran');
  });
});
