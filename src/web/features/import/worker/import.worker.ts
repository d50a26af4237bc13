// The import screen's worker: reads the file, maps and plans its rows, and writes the request body,
// so that a file of 50,000 rows never holds up the page. See import-protocol.ts for its messages.
import { decodeImportFile } from '../../../../domain/task-import/decode-file.ts';
import { proposeMemberMapping, proposeTaskMapping } from '../../../../domain/task-import/propose-mapping.ts';
import { planMemberImport, planTaskImport } from '../../../../domain/task-import/plan-import.ts';
import { readSourceTable } from '../../../../domain/task-import/read-source.ts';
import type { MemberImportPlan, SourceTable, TaskImportPlan } from '../../../../domain/task-import/import-types.ts';
import type { PageToWorker, PlanRequest, WorkerToPage } from './import-protocol.ts';
import { fileSummary, memberImportBody, memberPlanSummary, statusValuesOf, taskImportBody, taskPlanSummary, type StatusValuesOffered } from './import-work.ts';

interface WorkerScope {
  postMessage(message: WorkerToPage): void;
  onmessage: ((event: MessageEvent<PageToWorker>) => void) | null;
}
const scope = self as unknown as WorkerScope;
const post = (message: WorkerToPage) => scope.postMessage(message);

/** Messages of errors the rules word for the user (ImportReadError); any other is a fault of the reader. */
function readMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'ImportReadError') return error.message;
  return 'The file could not be read. Check that it is a CSV or a Trello JSON export, and try again.';
}

let file: { name: string; table: SourceTable } | null = null;
let lastPlan: { key: string; plan: TaskImportPlan | MemberImportPlan; statusValues: StatusValuesOffered } | null = null;

function readBytes(source: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) post({ type: 'progress', stage: 'reading', percent: Math.round((event.loaded / event.total) * 40) });
    };
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('The file could not be opened. Choose it again.'));
    reader.readAsArrayBuffer(source);
  });
}

async function read(kind: 'tasks' | 'members', source: File) {
  file = null;
  lastPlan = null;
  post({ type: 'progress', stage: 'reading', percent: 0 });
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(source);
  } catch (error) {
    post({ type: 'error', id: null, message: error instanceof Error ? error.message : String(error) });
    return;
  }
  try {
    post({ type: 'progress', stage: 'decoding', percent: 45 });
    const { text, encoding } = decodeImportFile(bytes);
    post({ type: 'progress', stage: 'parsing', percent: 60 });
    const table = readSourceTable(source.name, text, encoding);
    post({ type: 'progress', stage: 'mapping', percent: 85 });
    const proposal = kind === 'tasks' ? proposeTaskMapping(table) : null;
    file = { name: source.name, table };
    const summary = fileSummary(source.name, table);
    post({ type: 'progress', stage: 'mapping', percent: 100 });
    post(
      kind === 'tasks'
        ? { type: 'read', file: summary, taskMapping: proposal, memberColumns: null }
        : { type: 'read', file: summary, taskMapping: null, memberColumns: proposeMemberMapping(table) },
    );
  } catch (error) {
    post({ type: 'error', id: null, message: readMessage(error) });
  }
}

function plan(request: PlanRequest) {
  if (!file) throw new Error('Choose a file first.');
  const key = JSON.stringify(request);
  if (lastPlan?.key === key) return lastPlan;
  if (request.kind === 'tasks') {
    const { mapping } = request.options;
    const statusValues = statusValuesOf(file.table, mapping.columns.status, mapping.statusValues);
    const planned = planTaskImport(file.table, { ...request.options, mapping: { ...mapping, statusValues: statusValues.values }, members: request.members });
    lastPlan = { key, plan: planned, statusValues };
  } else {
    lastPlan = { key, plan: planMemberImport(file.table, request.options.columns, request.members), statusValues: { values: {}, count: 0 } };
  }
  return lastPlan;
}

scope.onmessage = ({ data: message }) => {
  if (message.type === 'read') {
    void read(message.kind, message.file);
    return;
  }
  try {
    post({ type: 'progress', stage: 'planning', percent: 0 });
    const { plan: planned, statusValues } = plan(message.request);
    if (message.type === 'plan') {
      const summary =
        message.request.kind === 'tasks' ? taskPlanSummary(planned as TaskImportPlan, statusValues) : memberPlanSummary(planned as MemberImportPlan);
      post({ type: 'progress', stage: 'planning', percent: 100 });
      post({ type: 'plan', id: message.id, summary });
      return;
    }
    post({ type: 'progress', stage: 'packing', percent: 50 });
    const base = { format: file!.table.format, fileName: file!.name.slice(0, 255), today: message.today };
    const body =
      message.request.kind === 'tasks' ? taskImportBody(base, planned as TaskImportPlan) : memberImportBody(base, planned as MemberImportPlan);
    const rows = 'tasks' in body ? body.tasks.length : body.members.length;
    post({ type: 'progress', stage: 'packing', percent: 100 });
    post({ type: 'body', id: message.id, json: JSON.stringify(body), rows });
  } catch (error) {
    post({ type: 'error', id: message.id, message: error instanceof Error ? error.message : 'The import could not be planned. Try again.' });
  }
};
