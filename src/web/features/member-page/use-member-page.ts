import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { MemberPage } from '../../../domain/member-page.ts';
import type { MemberTaskStatus } from '../../../domain/member-page-rules.ts';
import { getMemberPage, saveMemberTaskStatus } from './api/member-page-api.ts';
import { initialMemberTasks, memberTasksReducer, startsSave, type MemberTasksState } from './member-tasks-state.ts';
import { loadProblemOf, saveFailureMessage, type LoadProblem } from './utils/member-page-display.ts';

export type MemberPageLoad = { kind: 'loading' } | { kind: 'failed'; problem: LoadProblem; retrying: boolean } | { kind: 'ready'; page: MemberPage };

/** The page behind a member's link: loaded once (again on Try Again), no cache, no refetching. */
export function useMemberPageLoad(token: string) {
  const [load, setLoad] = useState<MemberPageLoad>(() => (token ? { kind: 'loading' } : { kind: 'failed', problem: 'gone', retrying: false }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getMemberPage(token, controller.signal).then(
      (page) => setLoad({ kind: 'ready', page }),
      (error: unknown) => !controller.signal.aborted && setLoad({ kind: 'failed', problem: loadProblemOf(error), retrying: false }),
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => {
    setLoad((current) => (current.kind === 'failed' ? { ...current, retrying: true } : current));
    setAttempt((count) => count + 1);
  }, []);

  return { load, retry };
}

/** The loaded page's tasks, and the one thing a member can do to them: change a status. */
export function useMemberTasks(token: string, page: MemberPage) {
  const [state, dispatch] = useReducer(memberTasksReducer, page, (loaded) => initialMemberTasks(loaded.tasks, loaded.today));
  // The state as of the last render, so a second tap during a save is told apart without waiting for one.
  const current = useRef<MemberTasksState>(state);
  useEffect(() => {
    current.current = state;
  }, [state]);

  const changeStatus = useCallback(
    (taskId: number, status: MemberTaskStatus) => {
      const before = current.current;
      if (!startsSave(before, taskId, status)) return;
      const task = before.tasks[taskId]!;
      // Marked at once, not on the next render: a double tap sends one request.
      current.current = memberTasksReducer(before, { type: 'change', taskId, status });
      dispatch({ type: 'change', taskId, status });
      saveMemberTaskStatus(token, taskId, status).then(
        (saved) => dispatch({ type: 'saved', task: saved }),
        (error: unknown) => dispatch({ type: 'failed', taskId, message: saveFailureMessage(error, task.title, task.status) }),
      );
    },
    [token],
  );

  return { state, changeStatus };
}
