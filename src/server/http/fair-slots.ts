/**
 * Slots for long-running work shared fairly between accounts: at most `total` held at once, at most
 * `perKey` by one key (an account), first come first served among those allowed to go next. A wait
 * is bounded in time and in length, so a request is refused — and told why — rather than kept
 * waiting behind someone else's slow work.
 */
export interface FairSlotsOptions {
  /** Slots held at once, all keys together. */
  total: number;
  /** Slots one key may hold at once. */
  perKey: number;
  /** Longest a request waits for a slot before it is refused. */
  maxWaitMs: number;
  /** Requests waiting at once, all keys together; the next is refused straight away. */
  maxWaiting: number;
  /** Requests of one key waiting at once; the next is refused straight away. */
  maxWaitingPerKey: number;
}

/** `own-share`: the key already holds its share (its own work is what it waits for); `busy`: every slot is taken. */
export type SlotRefusalReason = 'own-share' | 'busy';

export class SlotRefusedError extends Error {
  constructor(readonly reason: SlotRefusalReason) {
    super(reason === 'own-share' ? 'this key holds its share of the slots' : 'every slot is taken');
    this.name = 'SlotRefusedError';
  }
}

export interface FairSlots {
  /**
   * A slot for `key`, once one is free and the key holds fewer than its share: answers the function
   * that gives it back (once; later calls do nothing). Rejects with SlotRefusedError past the wait
   * or the queue's bounds, and with the signal's reason when `signal` aborts while waiting.
   */
  acquire: (key: string | number, signal?: AbortSignal) => Promise<() => void>;
  /** Slots held and requests waiting; with a key, that key's. */
  held: (key?: string | number) => number;
  waiting: (key?: string | number) => number;
}

interface Waiter {
  key: string | number;
  grant: () => void;
  refuse: (error: unknown) => void;
}

export function createFairSlots(options: FairSlotsOptions): FairSlots {
  const heldBy = new Map<string | number, number>();
  let heldTotal = 0;
  const queue: Waiter[] = [];

  const heldOf = (key: string | number) => heldBy.get(key) ?? 0;
  const mayTake = (key: string | number) => heldTotal < options.total && heldOf(key) < options.perKey;
  const refusalFor = (key: string | number) => new SlotRefusedError(heldOf(key) >= options.perKey ? 'own-share' : 'busy');

  function take(key: string | number): () => void {
    heldTotal += 1;
    heldBy.set(key, heldOf(key) + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      heldTotal -= 1;
      const left = heldOf(key) - 1;
      if (left === 0) heldBy.delete(key);
      else heldBy.set(key, left);
      dispatch();
    };
  }

  /** Hands free slots to the waiters allowed one, oldest first; a waiter whose key holds its share lets later ones by. */
  function dispatch() {
    for (let index = 0; index < queue.length && heldTotal < options.total; ) {
      const waiter = queue[index]!;
      if (mayTake(waiter.key)) {
        queue.splice(index, 1);
        waiter.grant();
      } else {
        index += 1;
      }
    }
  }

  return {
    acquire(key, signal) {
      signal?.throwIfAborted();
      // Nobody allowed a slot is ever left waiting while one is free (dispatch runs on every release),
      // so a request allowed one now takes it without jumping ahead of anyone.
      if (mayTake(key)) return Promise.resolve(take(key));
      const waitingOfKey = queue.filter((waiter) => waiter.key === key).length;
      if (queue.length >= options.maxWaiting || waitingOfKey >= options.maxWaitingPerKey) return Promise.reject(refusalFor(key));

      return new Promise((resolve, reject) => {
        const leave = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          const index = queue.indexOf(waiter);
          if (index !== -1) queue.splice(index, 1);
        };
        const waiter: Waiter = {
          key,
          grant: () => {
            leave();
            resolve(take(key));
          },
          refuse: (error) => {
            leave();
            reject(error);
          },
        };
        const timer = setTimeout(() => waiter.refuse(refusalFor(key)), options.maxWaitMs);
        const onAbort = () => waiter.refuse(signal!.reason);
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(waiter);
      });
    },
    held: (key) => (key === undefined ? heldTotal : heldOf(key)),
    waiting: (key) => (key === undefined ? queue.length : queue.filter((waiter) => waiter.key === key).length),
  };
}
