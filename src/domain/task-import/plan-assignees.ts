// Who each imported task is assigned to: an existing member, a member the import creates (one per
// person, however many rows name them), or nobody.
import type { ImportFormat, ImportMember, ImportTask } from './import-api.ts';
import { importedText, oneLineText } from './import-cells.ts';
import type { PlannedTaskRow, RowProblem, TaskImportOptions } from './import-types.ts';
import { createMemberMatcher, normalisePersonKey } from './match-members.ts';
import { isMemberNameLength, MEMBER_FIELD_MESSAGES, memberEmail } from './member-fields.ts';

export const ASSIGNEE_MESSAGES = {
  notMember: (person: string) => `"${person}" is not a member of this event: left unassigned`,
  noName: (person: string) => `"${person}" matches no member and has no name to add them by: left unassigned`,
  nameLength: (name: string) => `${MEMBER_FIELD_MESSAGES.nameLength(name)}: left unassigned`,
  invalidEmail: (email: string) => `${MEMBER_FIELD_MESSAGES.invalidEmail(email)}: the new member is added without one`,
} as const;

/** What Eventry's export writes for a task nobody is assigned to. */
const UNASSIGNED = 'unassigned';

export interface PersonCells {
  name: string;
  email: string;
  code: string;
}

/** A Trello card lists all its members ("Ann Lee, Sam Roe"): the first is the assignee. */
function assigneeName(format: ImportFormat, cell: string): string {
  const name = oneLineText(cell).text;
  return format === 'trello' ? (name.split(', ')[0] ?? '').trim() : name;
}

export function planAssignees(format: ImportFormat, options: TaskImportOptions) {
  const matcher = createMemberMatcher(options.members);
  const newMembers: ImportMember[] = [];
  const newByEmail = new Map<string, number>();
  const newByName = new Map<string, number>();
  const matched = new Set<number>();
  const unassigned = new Set<string>();

  /** The new member this person already is, or -1. A name finds a member only when the e-mails do not differ. */
  function knownNewMember(emailKey: string, nameKey: string): number {
    const byEmail = emailKey ? newByEmail.get(emailKey) : undefined;
    if (byEmail !== undefined) return byEmail;
    const byName = nameKey ? newByName.get(nameKey) : undefined;
    if (byName === undefined) return -1;
    const known = newMembers[byName]!;
    if (emailKey && known.email && normalisePersonKey(known.email) !== emailKey) return -1;
    return byName;
  }

  /** A new member first named without an address takes the one a later row gives. */
  function addEmail(index: number, email: string, emailKey: string): void {
    const member = newMembers[index]!;
    const valid = member.email === '' && emailKey ? memberEmail(email) : null;
    if (!valid) return;
    member.email = valid;
    newByEmail.set(emailKey, index);
  }

  function leaveUnassigned(key: string, message: string, problems: RowProblem[]): null {
    unassigned.add(key);
    problems.push({ field: 'assigneeName', message, outcome: 'default' });
    return null;
  }

  function newMember(task: ImportTask, name: string, email: string, code: string, problems: RowProblem[]): number | null {
    const emailKey = email ? normalisePersonKey(email) : '';
    const nameKey = normalisePersonKey(name);
    const known = knownNewMember(emailKey, nameKey);
    if (known !== -1) {
      addEmail(known, email, emailKey);
      return known;
    }
    const key = emailKey || nameKey || normalisePersonKey(code);
    if (name === '') return leaveUnassigned(key, ASSIGNEE_MESSAGES.noName(email || code), problems);
    if (!isMemberNameLength(name)) return leaveUnassigned(key, ASSIGNEE_MESSAGES.nameLength(name), problems);
    const validEmail = memberEmail(email);
    if (validEmail === null) problems.push({ field: 'assigneeEmail', message: ASSIGNEE_MESSAGES.invalidEmail(email), outcome: 'default' });
    const index = newMembers.push({ row: task.row, name, email: validEmail ?? '', company: '', role: '' }) - 1;
    if (validEmail) newByEmail.set(emailKey, index);
    if (!newByName.has(nameKey)) newByName.set(nameKey, index);
    return index;
  }

  /** Sets the task's assigneeId or newAssignee; answers the assignee as the preview shows it. */
  function assign(task: ImportTask, cells: PersonCells, problems: RowProblem[]): PlannedTaskRow['assignee'] {
    const name = assigneeName(format, cells.name);
    const email = importedText(cells.email);
    const code = importedText(cells.code);
    if (!email && !code && (name === '' || name.toLowerCase() === UNASSIGNED)) return null;
    const member = matcher.match({ name, email, code });
    if (member) {
      task.assigneeId = member.id;
      matched.add(member.id);
      return { name: member.name, isNew: false };
    }
    if (options.unmatchedPeople === 'unassigned') {
      const person = name || email || code;
      return leaveUnassigned(normalisePersonKey(email || name || code), ASSIGNEE_MESSAGES.notMember(person), problems);
    }
    const index = newMember(task, name, email, code, problems);
    if (index === null) return null;
    task.newAssignee = index;
    return { name: newMembers[index]!.name, isNew: true };
  }

  return {
    assign,
    newMembers,
    matchedPeople: () => matched.size,
    unassignedPeople: () => unassigned.size,
  };
}
