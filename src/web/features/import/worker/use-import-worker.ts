import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ImportKind, PageToWorker, PlanRequest, WorkerToPage } from './import-protocol.ts';

export interface ImportWorker {
  read: (kind: ImportKind, file: File) => void;
  /** Plans with a mapping; the answer comes as a 'plan' message with the returned id. */
  plan: (request: PlanRequest) => number;
  /** The import's body as JSON, for the request given. */
  body: (request: PlanRequest, today: string) => Promise<{ json: string; rows: number }>;
  /** Ends the worker and whatever it is doing (reading a file); the next call starts another. */
  stop: () => void;
}

/**
 * The screen's worker, started with the screen and ended with it; every message it sends is passed
 * to `onMessage` (the progress, the file read, the plans), and a body asked for resolves its promise.
 */
export function useImportWorker(onMessage: (message: WorkerToPage) => void): ImportWorker {
  const workerRef = useRef<Worker | null>(null);
  const listener = useRef(onMessage);
  const nextId = useRef(0);
  const pending = useRef(new Map<number, { resolve: (body: { json: string; rows: number }) => void; reject: (error: Error) => void }>());

  useEffect(() => {
    listener.current = onMessage;
  });

  const start = useCallback(() => {
    if (workerRef.current) return workerRef.current;
    const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'import' });
    worker.onmessage = ({ data }: MessageEvent<WorkerToPage>) => {
      if (data.type === 'body' || (data.type === 'error' && data.id !== null && pending.current.has(data.id))) {
        const waiting = pending.current.get(data.id!);
        pending.current.delete(data.id!);
        if (data.type === 'body') waiting?.resolve({ json: data.json, rows: data.rows });
        else waiting?.reject(new Error(data.message));
        return;
      }
      listener.current(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      listener.current({ type: 'error', id: null, message: 'The file reader stopped. Reload the page and choose the file again.' });
    };
    workerRef.current = worker;
    return worker;
  }, []);

  const end = useCallback((reason: string) => {
    workerRef.current?.terminate();
    workerRef.current = null;
    for (const { reject } of pending.current.values()) reject(new Error(reason));
    pending.current.clear();
  }, []);
  useEffect(() => () => end('The import screen was closed.'), [end]);
  const stop = useCallback(() => end('Stopped.'), [end]);

  const send = useCallback((message: PageToWorker) => start().postMessage(message), [start]);

  const read = useCallback<ImportWorker['read']>((kind, file) => send({ type: 'read', kind, file }), [send]);
  const plan = useCallback<ImportWorker['plan']>(
    (request) => {
      const id = ++nextId.current;
      send({ type: 'plan', id, request });
      return id;
    },
    [send],
  );
  const body = useCallback<ImportWorker['body']>(
    (request, today) =>
      new Promise((resolve, reject) => {
        const id = ++nextId.current;
        pending.current.set(id, { resolve, reject });
        send({ type: 'body', id, request, today });
      }),
    [send],
  );
  return useMemo(() => ({ read, plan, body, stop }), [read, plan, body, stop]);
}
