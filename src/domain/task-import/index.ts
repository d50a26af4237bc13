// Bringing existing plans in: read a file, propose a mapping, plan the import (see import-types.ts).
export * from './import-api.ts';
export * from './import-types.ts';
export { decodeImportFile } from './decode-file.ts';
export { ImportReadError, readSourceTable, READ_MESSAGES } from './read-source.ts';
export { TRELLO_MESSAGES } from './read-trello.ts';
export { importedText, parsePriorityValue, parseStatusValue, unneutraliseFormula } from './import-cells.ts';
export { IMPORT_DATE_MESSAGES, parseCountdownCell, parseImportDate, proposeDateOrder } from './import-dates.ts';
export { createMemberMatcher, normalisePersonKey, type MemberMatcher, type PersonReference } from './match-members.ts';
export { proposeMemberMapping, proposeTaskMapping } from './propose-mapping.ts';
export { ASSIGNEE_MESSAGES } from './plan-assignees.ts';
export { MEMBER_ROW_MESSAGES, planMemberImport, planTaskImport, plannedDueDate, TASK_ROW_MESSAGES } from './plan-import.ts';
