// The import screen's state between choosing a file and importing it: the file as the worker read it,
// the mapping the user is editing, and the latest plan of it. Sending the import is the page's own.
import type { TaskStatus } from '../../../domain/task-rules.ts';
import type {
  ColumnMapping,
  DateOrder,
  MemberImportField,
  TaskImportField,
  TaskMappingProposal,
  UnmatchedPeople,
} from '../../../domain/task-import/import-types.ts';
import type { FileSummary, ImportStage, PlanSummary, WorkerToPage } from './worker/import-protocol.ts';

export interface ImportState {
  file: FileSummary | null;
  /** Reading the file: its stage and how far. */
  reading: { stage: ImportStage; percent: number } | null;
  readError: string | null;
  taskMapping: TaskMappingProposal | null;
  memberColumns: ColumnMapping<MemberImportField> | null;
  unmatchedPeople: UnmatchedPeople;
  /** The latest plan asked for; answers to older ones are dropped. */
  planId: number;
  plan: PlanSummary | null;
  planning: boolean;
  planError: string | null;
}

export const INITIAL_IMPORT_STATE: ImportState = {
  file: null,
  reading: null,
  readError: null,
  taskMapping: null,
  memberColumns: null,
  unmatchedPeople: 'create',
  planId: 0,
  plan: null,
  planning: false,
  planError: null,
};

export type ImportAction =
  | { type: 'choose' }
  | { type: 'reset' }
  | { type: 'refuse'; message: string }
  | { type: 'worker'; message: WorkerToPage }
  | { type: 'plan-requested'; id: number }
  | { type: 'task-column'; field: TaskImportField; column: number | null }
  | { type: 'member-column'; field: MemberImportField; column: number | null }
  | { type: 'status-value'; value: string; status: TaskStatus | null }
  | { type: 'date-order'; order: DateOrder }
  | { type: 'unmatched-people'; choice: UnmatchedPeople };

const sameKeys = (a: object, b: object) => {
  const left = Object.keys(a);
  const right = new Set(Object.keys(b));
  return left.length === right.size && left.every((key) => right.has(key));
};

/** Another field that took `column` gives it up: one column fills one field. */
function assign<F extends string>(columns: ColumnMapping<F>, field: F, column: number | null): ColumnMapping<F> {
  const next = { ...columns };
  if (column !== null) for (const other of Object.keys(next) as F[]) if (next[other] === column) next[other] = null;
  next[field] = column;
  return next;
}

function fromWorker(state: ImportState, message: WorkerToPage): ImportState {
  switch (message.type) {
    case 'progress':
      return state.reading ? { ...state, reading: { stage: message.stage, percent: message.percent } } : state;
    case 'read':
      return { ...state, reading: null, readError: null, file: message.file, taskMapping: message.taskMapping, memberColumns: message.memberColumns };
    case 'error':
      if (message.id === null) return { ...INITIAL_IMPORT_STATE, readError: message.message, planId: state.planId };
      return message.id === state.planId ? { ...state, planning: false, planError: message.message } : state;
    case 'plan': {
      if (message.id !== state.planId) return state;
      const next = { ...state, plan: message.summary, planning: false, planError: null };
      // A new status column's values, each with its proposed status, join the mapping to be chosen.
      if (message.summary.kind === 'tasks' && state.taskMapping && !sameKeys(state.taskMapping.statusValues, message.summary.statusValues)) {
        next.taskMapping = { ...state.taskMapping, statusValues: message.summary.statusValues };
      }
      return next;
    }
    default:
      return state;
  }
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'choose':
      return { ...INITIAL_IMPORT_STATE, planId: state.planId, reading: { stage: 'reading', percent: 0 } };
    case 'reset':
      return { ...INITIAL_IMPORT_STATE, planId: state.planId };
    case 'refuse':
      return { ...INITIAL_IMPORT_STATE, planId: state.planId, readError: action.message };
    case 'worker':
      return fromWorker(state, action.message);
    case 'plan-requested':
      return { ...state, planId: action.id, planning: true };
    case 'task-column':
      return state.taskMapping ? { ...state, taskMapping: { ...state.taskMapping, columns: assign(state.taskMapping.columns, action.field, action.column) } } : state;
    case 'member-column':
      return state.memberColumns ? { ...state, memberColumns: assign(state.memberColumns, action.field, action.column) } : state;
    case 'status-value':
      return state.taskMapping
        ? { ...state, taskMapping: { ...state.taskMapping, statusValues: { ...state.taskMapping.statusValues, [action.value]: action.status } } }
        : state;
    case 'date-order':
      return state.taskMapping ? { ...state, taskMapping: { ...state.taskMapping, dateOrder: action.order } } : state;
    case 'unmatched-people':
      return { ...state, unmatchedPeople: action.choice };
  }
}

/** Whether the mapping names a column for the title (tasks) or the name (members): nothing imports without one. */
export function missingRequiredField(state: Pick<ImportState, 'taskMapping' | 'memberColumns'>): string | null {
  if (state.taskMapping && state.taskMapping.columns.title === null) return 'Choose the column that holds the task titles.';
  if (state.memberColumns && state.memberColumns.name === null) return 'Choose the column that holds the members’ names.';
  return null;
}
