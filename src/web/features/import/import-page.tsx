import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FileUp, Lock } from 'lucide-react';
import type { ImportResult } from '../../../domain/task-import/import-api.ts';
import { IMPORT_MESSAGES } from '../../../domain/task-import/import-rules.ts';
import { MEMBER_IMPORT_FIELDS, TASK_IMPORT_FIELDS } from '../../../domain/task-import/import-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useEventOption } from '../../entities/events/api/get-event-options.ts';
import { EventPicker } from '../../entities/events/components/event-picker.tsx';
import { userMessage } from '../../lib/api.ts';
import { countLabel } from '../../lib/count-label.ts';
import { useToday } from '../../lib/use-today.ts';
import { useCanEdit } from '../../lib/workspaces.ts';
import { ImportCancelled, useImportEvent, useImportMembers, useSendImport } from './api/import-requests.ts';
import { ColumnMapping } from './components/column-mapping.tsx';
import { FileDrop } from './components/file-drop.tsx';
import { FileFacts } from './components/file-facts.tsx';
import { ImportDone } from './components/import-done.tsx';
import { ImportProgress } from './components/import-progress.tsx';
import { PlanPreview } from './components/plan-preview.tsx';
import { TaskOptions } from './components/task-options.tsx';
import { MEMBER_FIELD_LABELS, TASK_FIELD_LABELS } from './field-labels.ts';
import { importReducer, INITIAL_IMPORT_STATE, missingRequiredField } from './import-state.ts';
import { fileSizeProblem, sendLabel, sendPercent, stageLabel, type SendPhase } from './import-text.ts';
import type { ImportKind, PlanRequest } from './worker/import-protocol.ts';
import { useImportWorker } from './worker/use-import-worker.ts';

/** How long the mapping rests before the worker plans it again (a burst of changes plans once). */
const PLAN_DELAY_MS = 150;

function parseKind(value: string | null): ImportKind {
  return value === 'members' ? 'members' : 'tasks';
}

function parseEventId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function ImportPage() {
  const [params, setParams] = useSearchParams();
  const kind = parseKind(params.get('kind'));
  const eventId = parseEventId(params.get('event'));
  const canEdit = useCanEdit();
  const today = useToday();

  const [state, dispatch] = useReducer(importReducer, INITIAL_IMPORT_STATE);
  const worker = useImportWorker(useCallback((message) => dispatch({ type: 'worker', message }), []));
  const [send, setSend] = useState<{ phase: SendPhase; fraction: number; rows: number } | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  /** What stopped before its end, at the user's word: the reading of a file, or the import. */
  const [cancelled, setCancelled] = useState<'reading' | 'import' | null>(null);
  const sendControl = useRef<AbortController | null>(null);
  const importButtonRef = useRef<HTMLButtonElement>(null);
  // Cancel import goes with what it cancelled: the keyboard's place is the button that imports again.
  useEffect(() => {
    if (cancelled === 'import') importButtonRef.current?.focus();
  }, [cancelled]);
  const [done, setDone] = useState<{ result: ImportResult; event: { id: number; name: string } } | null>(null);
  const sendImport = useSendImport();

  const chosenEvent = useEventOption(eventId);
  const event = useImportEvent(eventId, today);
  const members = useImportMembers(eventId);

  const chooseEvent = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('event');
        else next.set('event', String(id));
        return next;
      },
      { replace: true },
    );

  const chooseFile = (file: File) => {
    setSendError(null);
    setCancelled(null);
    const tooLarge = fileSizeProblem(file.size);
    if (tooLarge) {
      dispatch({ type: 'refuse', message: tooLarge });
      return;
    }
    dispatch({ type: 'choose' });
    worker.read(kind, file);
  };

  const cancelReading = () => {
    worker.stop();
    dispatch({ type: 'reset' });
    setCancelled('reading');
  };

  // What the worker plans with: the mapping, the event's dates and its team.
  const request = useMemo((): PlanRequest | null => {
    if (!event.data || !members.data) return null;
    if (kind === 'tasks' && state.taskMapping) {
      const { startDate, endDate } = event.data;
      return { kind, options: { mapping: state.taskMapping, unmatchedPeople: state.unmatchedPeople, event: { startDate, endDate } }, members: members.data };
    }
    if (kind === 'members' && state.memberColumns) return { kind, options: { columns: state.memberColumns }, members: members.data };
    return null;
  }, [kind, event.data, members.data, state.taskMapping, state.memberColumns, state.unmatchedPeople]);

  useEffect(() => {
    if (!request || done) return;
    const timer = setTimeout(() => dispatch({ type: 'plan-requested', id: worker.plan(request) }), PLAN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [request, worker, done]);

  const missing = missingRequiredField(state);
  const plan = state.plan;
  const importCount = plan ? (plan.kind === 'tasks' ? plan.counts.tasks : plan.counts.members) : 0;
  const sending = send !== null;

  const startImport = async () => {
    if (!request || !event.data || sending) return;
    setSendError(null);
    setCancelled(null);
    setSend({ phase: 'packing', fraction: 0, rows: importCount });
    const control = new AbortController();
    sendControl.current = control;
    try {
      const body = await worker.body(request, today);
      if (control.signal.aborted) throw new ImportCancelled();
      if (body.rows === 0) {
        setSendError(IMPORT_MESSAGES.noRows);
        return;
      }
      setSend({ phase: 'uploading', fraction: 0, rows: body.rows });
      const result = await sendImport.mutateAsync({
        kind,
        eventId: event.data.id,
        json: body.json,
        onUpload: (fraction) => setSend({ phase: fraction >= 1 ? 'saving' : 'uploading', fraction: fraction >= 1 ? 0 : fraction, rows: body.rows }),
        signal: control.signal,
      });
      setDone({ result, event: { id: event.data.id, name: event.data.name } });
    } catch (error) {
      if (error instanceof ImportCancelled) setCancelled('import');
      else setSendError(userMessage(error));
    } finally {
      sendControl.current = null;
      setSend(null);
    }
  };

  const startAgain = () => {
    setDone(null);
    setSendError(null);
    setCancelled(null);
    dispatch({ type: 'reset' });
  };

  const title = kind === 'tasks' ? 'Import tasks' : 'Import team members';
  const header = (
    <PageHeader
      title={title}
      subtitle={
        kind === 'tasks'
          ? 'Bring an existing plan in: a spreadsheet, a Trello board or an Asana project becomes the event’s tasks.'
          : 'Add a whole team from a spreadsheet: name, e-mail, company and role.'
      }
    />
  );

  if (!canEdit) {
    return (
      <div>
        {header}
        <EmptyState icon={Lock} title="Viewers cannot import">
          Only organisers and editors of this workspace can import tasks or team members.
        </EmptyState>
      </div>
    );
  }

  if (done) {
    return (
      <div className="space-y-6">
        {header}
        <ImportDone kind={kind} result={done.result} event={done.event} onImportAnother={startAgain} />
      </div>
    );
  }

  const file = state.file;
  const taskMapping = state.taskMapping;
  const eventProblem = eventId === null ? 'Choose the event to import into' : event.isError ? userMessage(event.error) : undefined;
  const planStale = state.planning || (plan !== null && request === null);

  return (
    <div className="space-y-6">
      {header}

      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">1. Choose the event and the file</h2>
        <Field label="Event" required error={file ? eventProblem : event.isError ? eventProblem : undefined} className="max-w-md">
          <EventPicker
            value={eventId === null ? null : chosenEvent.isPending ? undefined : (chosenEvent.data ?? null)}
            placeholder="Select an event"
            disabled={sending}
            onChange={(chosen) => chooseEvent(chosen?.id ?? null)}
          />
        </Field>
        <FileDrop kind={kind} disabled={sending || state.reading !== null} onFile={chooseFile} />
        {state.reading && (
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <ImportProgress label="Reading the file" text={`${stageLabel(state.reading.stage)}…`} percent={state.reading.percent} busy />
            </div>
            <Button variant="secondary" size="sm" onClick={cancelReading}>
              Stop reading
            </Button>
          </div>
        )}
        {cancelled === 'reading' && <Notice tone="info">Reading stopped. Choose the file again, or another one.</Notice>}
        {state.readError && (
          <Notice tone="danger" title="This file cannot be imported">
            {state.readError}
          </Notice>
        )}
      </Card>

      {file && (
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">2. Match the columns</h2>
          <FileFacts file={file} />
          {taskMapping && (
            <ColumnMapping
              fields={TASK_IMPORT_FIELDS}
              labels={TASK_FIELD_LABELS}
              columns={taskMapping.columns}
              headers={file.headers}
              required="title"
              disabled={sending}
              onChange={(field, column) => dispatch({ type: 'task-column', field, column })}
            />
          )}
          {state.memberColumns && (
            <ColumnMapping
              fields={MEMBER_IMPORT_FIELDS}
              labels={MEMBER_FIELD_LABELS}
              columns={state.memberColumns}
              headers={file.headers}
              required="name"
              disabled={sending}
              onChange={(field, column) => dispatch({ type: 'member-column', field, column })}
            />
          )}
          {taskMapping && (
            <TaskOptions
              file={file}
              mapping={taskMapping}
              statusValueCount={plan?.kind === 'tasks' ? plan.statusValueCount : 0}
              unmatchedPeople={state.unmatchedPeople}
              disabled={sending}
              dispatch={dispatch}
            />
          )}
        </Card>
      )}

      {file && (
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">3. Check and import</h2>
          {missing ? (
            <Notice tone="warning">{missing}</Notice>
          ) : eventId === null ? (
            <Notice tone="info">Choose the event to import into, and the preview shows here.</Notice>
          ) : state.planError ? (
            <Notice tone="danger" title="The rows could not be checked">
              {state.planError}
            </Notice>
          ) : plan ? (
            <PlanPreview plan={plan} stale={planStale} />
          ) : event.isError || members.isError ? (
            <Notice tone="danger">{userMessage(event.error ?? members.error)}</Notice>
          ) : (
            <LoadingState message="Checking the rows..." />
          )}
          {sendError && (
            <Notice tone="danger" title="Nothing was imported">
              <p>{sendError}</p>
              <p className="mt-1">Your file and choices are kept: fix the problem and import again.</p>
            </Notice>
          )}
          {cancelled === 'import' && (
            <Notice tone="info" title="Import cancelled">
              Nothing was imported. Your file and choices are kept.
            </Notice>
          )}
          {plan && !missing && importCount === 0 && <Notice tone="warning">{IMPORT_MESSAGES.noRows}</Notice>}
          {send && (
            <ImportProgress
              label="Import progress"
              text={`${sendLabel(send.phase, send.rows, kind)}…`}
              percent={sendPercent(send.phase, send.fraction)}
              busy={send.phase === 'saving'}
            />
          )}
          <div className="flex flex-wrap items-center justify-end gap-3">
            {send && send.phase !== 'saving' && (
              // Once the server has all of it, the import is saved whole: too late to cancel.
              <Button variant="secondary" onClick={() => sendControl.current?.abort()}>
                Cancel import
              </Button>
            )}
            <Button
              ref={importButtonRef}
              onClick={() => void startImport()}
              loading={sending}
              // Not held back while a changed mapping is planned again: the import is always made from the mapping shown.
              disabled={!plan || missing !== null || importCount === 0 || eventId === null || !event.data}
            >
              <FileUp className="size-4" aria-hidden="true" />
              {plan && importCount > 0 ? `Import ${countLabel(importCount, kind === 'tasks' ? 'task' : 'team member')}` : 'Import'}
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
}
