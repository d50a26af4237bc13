// A member import, row by row: who is added, who is skipped and why.
import type { ImportMember } from './import-api.ts';
import { importedText, oneLineText } from './import-cells.ts';
import type { ColumnMapping, ExistingMember, MemberImportField, MemberImportPlan, PlannedMemberRow, RowProblem, SourceTable } from './import-types.ts';
import { normalisePersonKey } from './match-members.ts';
import { fitsMemberText, isMemberNameLength, MEMBER_FIELD_MESSAGES, memberEmail } from './member-fields.ts';

export const MEMBER_ROW_MESSAGES = {
  noName: 'No name: the row is skipped',
  nameLength: (name: string) => `${MEMBER_FIELD_MESSAGES.nameLength(name)}, so the row is skipped`,
  invalidEmail: (email: string) => `${MEMBER_FIELD_MESSAGES.invalidEmail(email)}: the row is skipped`,
  alreadyMember: 'Already a member: the row is skipped',
  sameAsRow: (row: number) => `Same person as row ${row.toLocaleString('en-US')}: the row is skipped`,
  controlCharacters: (field: string) => `${field} had control characters: they were removed`,
} as const;

const FIELD_LABELS: Record<MemberImportField, string> = { name: 'Name', email: 'E-mail', company: 'Company', role: 'Role' };

/** Who a person is, for spotting the same person twice: the e-mail when there is one, else the name. */
const personKey = (name: string, email: string) => (email ? `email:${normalisePersonKey(email)}` : `name:${normalisePersonKey(name)}`);

function optionalText(field: 'company' | 'role', cell: string, problems: RowProblem[]): string {
  const clean = oneLineText(cell);
  if (clean.removedControls) problems.push({ field, message: MEMBER_ROW_MESSAGES.controlCharacters(FIELD_LABELS[field]), outcome: 'default' });
  if (fitsMemberText(clean.text)) return clean.text;
  problems.push({ field, message: MEMBER_FIELD_MESSAGES.textTooLong(FIELD_LABELS[field], clean.text.length), outcome: 'default' });
  return '';
}

function skipped(row: number, field: MemberImportField, message: string, problems: RowProblem[]): PlannedMemberRow {
  return { row, member: null, problems: [...problems, { field, message, outcome: 'skipped' }] };
}

/**
 * Each row as the member it adds, or skipped: without a valid name, with an address that is not
 * one, or when the person is already a member of the event (same e-mail; same name when the row
 * has no e-mail) or appeared on an earlier row.
 */
export function planMemberImport(
  table: SourceTable,
  columns: ColumnMapping<MemberImportField>,
  existing: readonly ExistingMember[],
): MemberImportPlan {
  const members = new Set(existing.flatMap((member) => [personKey(member.name, ''), ...(member.email ? [personKey('', member.email)] : [])]));
  const seen = new Map<string, number>();
  const rows = table.rows.map((cells, index): PlannedMemberRow => {
    const row = index + 1;
    const cell = (field: MemberImportField) => (columns[field] === null ? '' : (cells[columns[field]] ?? ''));
    const problems: RowProblem[] = [];
    const name = oneLineText(cell('name'));
    if (name.text === '') return skipped(row, 'name', MEMBER_ROW_MESSAGES.noName, problems);
    if (!isMemberNameLength(name.text)) return skipped(row, 'name', MEMBER_ROW_MESSAGES.nameLength(name.text), problems);
    if (name.removedControls) problems.push({ field: 'name', message: MEMBER_ROW_MESSAGES.controlCharacters('Name'), outcome: 'default' });
    const email = memberEmail(importedText(cell('email')));
    if (email === null) return skipped(row, 'email', MEMBER_ROW_MESSAGES.invalidEmail(importedText(cell('email'))), problems);
    const key = personKey(name.text, email);
    if (members.has(key)) return skipped(row, email ? 'email' : 'name', MEMBER_ROW_MESSAGES.alreadyMember, problems);
    const earlier = seen.get(key);
    if (earlier !== undefined) return skipped(row, email ? 'email' : 'name', MEMBER_ROW_MESSAGES.sameAsRow(earlier), problems);
    seen.set(key, row);
    const member: ImportMember = {
      row,
      name: name.text,
      email,
      company: optionalText('company', cell('company'), problems),
      role: optionalText('role', cell('role'), problems),
    };
    return { row, member, problems };
  });
  const added = rows.filter((row) => row.member !== null).length;
  return { rows, counts: { members: added, skipped: rows.length - added } };
}
