// One cell of an imported file as Eventry text, and the status and priority words other tools use.
import { isFormulaLike } from '../task-export.ts';
import { hasNoControlCharacters } from '../text-rules.ts';
import type { TaskPriority, TaskStatus } from '../task-rules.ts';
import { normalisePersonKey } from './match-members.ts';

/**
 * Undoes the export's formula neutralising (task-export.ts): the ' it adds before a cell that would
 * start a formula is removed, so "'=SUM(A1)" reads "=SUM(A1)" and "''=x" reads "'=x"; any other '
 * is text. The result is stored as text, never evaluated.
 */
export function unneutraliseFormula(cell: string): string {
  return cell.startsWith("'") && isFormulaLike(cell) ? cell.slice(1) : cell;
}

/** A cell as text to store: the export's ' removed, then surrounding whitespace trimmed (as every Eventry text field is). */
export function importedText(cell: string | undefined): string {
  return unneutraliseFormula(cell ?? '').trim();
}

/** A word as a key: accents, case, underscores and extra spaces ignored ("  Não_Iniciado " reads "nao iniciado"). */
function wordKey(text: string): string {
  return normalisePersonKey(text.replaceAll('_', ' '));
}

function lookup<T>(words: Record<string, readonly string[]>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [value, synonyms] of Object.entries(words)) for (const word of synonyms) map.set(word, value as T);
  return map;
}

const STATUS_WORDS = lookup<TaskStatus>({
  todo: ['to do', 'todo', 'to-do', 'not started', 'open', 'backlog', 'new', 'planned', 'pending'],
  inprogress: ['in progress', 'inprogress', 'in-progress', 'doing', 'started', 'in review', 'review', 'working on it'],
  completed: ['done', 'completed', 'complete', 'closed', 'finished', 'yes', 'true'],
  overdue: ['overdue', 'late'],
});

const PRIORITY_WORDS = lookup<TaskPriority>({
  high: ['high', 'urgent', 'highest', 'critical', 'p1', 'p0'],
  medium: ['medium', 'normal', 'p2', 'med'],
  low: ['low', 'lowest', 'p3', 'p4', 'minor'],
});

/** An Eventry status for a status word (To Do, Doing, Done, Closed…), ignoring case and accents; null when unknown. */
export function parseStatusValue(cell: string): TaskStatus | null {
  return STATUS_WORDS.get(wordKey(cell)) ?? null;
}

/** An Eventry priority for a priority word (High, Urgent, P2, Lowest…), ignoring case and accents; null when unknown. */
export function parsePriorityValue(cell: string): TaskPriority | null {
  return PRIORITY_WORDS.get(wordKey(cell)) ?? null;
}

export interface CleanText {
  text: string;
  /** A one-line field's line breaks were joined into spaces. */
  joinedLines: boolean;
  /** Control characters (text-rules.ts) were removed. */
  removedControls: boolean;
}

function withoutControls(text: string, multiLine: boolean): { text: string; removed: boolean } {
  if (hasNoControlCharacters(text, { multiLine })) return { text, removed: false };
  const kept = Array.from(text, (character) => (hasNoControlCharacters(character, { multiLine }) ? character : '')).join('');
  return { text: kept, removed: true };
}

/** A one-line field (a title, a name): line breaks and tabs joined into single spaces, control characters removed, trimmed. */
export function oneLineText(cell: string | undefined): CleanText {
  const lines = importedText(cell).split(/\r\n|[\n\r\v\f]/);
  const joined = lines.map((line) => line.replaceAll('\t', ' ').trim()).filter(Boolean).join(' ');
  const clean = withoutControls(joined, false);
  return { text: clean.text.trim(), joinedLines: lines.length > 1, removedControls: clean.removed };
}

/** A multi-line field (a description): line breaks and tabs kept, other control characters removed, trimmed. */
export function multiLineText(cell: string | undefined): CleanText {
  const clean = withoutControls(importedText(cell), true);
  return { text: clean.text.trim(), joinedLines: false, removedControls: clean.removed };
}
