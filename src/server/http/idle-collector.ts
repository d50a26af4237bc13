import v8 from 'node:v8';
import vm from 'node:vm';

export interface IdleCollector {
  /** Called on every request: the heap has new garbage, and the server is not idle yet. */
  noteActivity(): void;
  stop(): void;
}

interface IdleCollectorOptions {
  /** How long without requests before the collection. */
  quietMs: number;
  collect: () => void;
}

/** The second lets V8 shrink the young generation: its allocation rate, as measured between collections, is then low. */
const COLLECTIONS_PER_QUIET_SPELL = 2;

/**
 * Full garbage collections once requests have stopped: the first after `quietMs` without requests,
 * the second `quietMs` after that, then none until requests come again. V8 collects only while
 * JavaScript allocates: without this, the garbage of the last burst of requests (tens of MB after a
 * heavy load) and the young generation grown for it stay resident for as long as the server is idle.
 */
export function startIdleCollector({ quietMs, collect }: IdleCollectorOptions): IdleCollector {
  let quietSince = 0;
  let collectionsDue = 0;
  // A check every half quiet period; one timer, whatever the request rate.
  const timer = setInterval(
    () => {
      if (collectionsDue === 0 || Date.now() - quietSince < quietMs) return;
      collectionsDue -= 1;
      collect();
      quietSince = Date.now();
    },
    Math.max(1, Math.floor(quietMs / 2)),
  );
  timer.unref();
  return {
    noteActivity() {
      quietSince = Date.now();
      collectionsDue = COLLECTIONS_PER_QUIET_SPELL;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/**
 * V8's full collection, which Node.js gives only to a process started with `--expose-gc`: the flag,
 * set now, exposes `gc` to contexts created after it, so one is created to fetch it, and the flag is
 * cleared again. Undefined if the runtime does not allow it.
 */
export function fullGarbageCollection(): (() => void) | undefined {
  if (typeof globalThis.gc === 'function') return globalThis.gc as () => void;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? () => void gc() : undefined;
  } catch {
    return undefined;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}
