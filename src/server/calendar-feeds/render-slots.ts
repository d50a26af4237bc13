/** How many feed documents may be built at once, and what happens to the ones beyond. */
export interface RenderLimits {
  /** Documents built at once. */
  concurrency: number;
  /** Requests that may wait for a free slot; one more is refused at once. */
  queue: number;
  /** How long a request waits for a slot before it is refused. */
  waitMs: number;
}

/** No slot came free in time: the caller answers 503 with Retry-After. */
export class RenderBusyError extends Error {
  override name = 'RenderBusyError';
}

export type RenderSlots = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Runs at most `concurrency` tasks at once, first come first served. Up to `queue` more wait, each at
 * most `waitMs`; beyond that, or after that, the task is refused with RenderBusyError without running.
 * A feed of 5,000 tasks takes most of a second of CPU and tens of megabytes to build, so without a
 * bound a burst of fetches would hold every one of them in memory at once.
 */
export function createRenderSlots({ concurrency, queue, waitMs }: RenderLimits): RenderSlots {
  let running = 0;
  const waiting: { start: () => void }[] = [];

  const waitForSlot = () =>
    new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(new RenderBusyError('No render slot came free in time'));
      }, waitMs);
      waiting.push(entry);
    });

  return async (task) => {
    if (running < concurrency) running += 1;
    else if (waiting.length < queue) await waitForSlot();
    else throw new RenderBusyError('Every render slot is taken and the queue is full');
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, so a newcomer cannot slip in ahead of it.
      const next = waiting.shift();
      if (next) next.start();
      else running -= 1;
    }
  };
}
