export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs at most `max` tasks at once; the others wait their turn, first come first served. */
export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async (task) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task, so a newcomer cannot slip in ahead of it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
