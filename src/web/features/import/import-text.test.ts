import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_MAX_BYTES } from '../../../domain/task-import/import-rules.ts';
import { delimiterLabel, fileSizeProblem, formatLine, importedText, planSummaryText, sendPercent, undoneText } from './import-text.ts';

describe('the import screen’s wording', () => {
  it('refuses a file over 20 MB before reading it, saying its size', () => {
    expect(fileSizeProblem(IMPORT_FILE_MAX_BYTES)).toBeNull();
    expect(fileSizeProblem(IMPORT_FILE_MAX_BYTES + 1)).toBe('The file is 20.0 MB; files up to 20 MB can be imported. Split it and import the parts.');
    expect(fileSizeProblem(25 * 1024 * 1024)).toContain('The file is 25.0 MB');
  });

  it('names the format with its cards or rows', () => {
    expect(formatLine({ format: 'trello', rowCount: 8 })).toBe('Trello board (JSON) · 8 cards');
    expect(formatLine({ format: 'csv', rowCount: 1204 })).toBe('CSV spreadsheet · 1,204 rows');
    expect(formatLine({ format: 'asana', rowCount: 1 })).toBe('Asana project (CSV) · 1 row');
  });

  it('names the delimiter, and none for JSON', () => {
    expect(delimiterLabel(';')).toBe('Semicolon (;)');
    expect(delimiterLabel('\t')).toBe('Tab');
    expect(delimiterLabel(null)).toBeNull();
  });

  it('sums up the plan', () => {
    expect(planSummaryText('tasks', { created: 1204, skipped: 3, newMembers: 2 })).toBe('1,204 tasks will be created, 3 rows skipped, 2 new team members');
    expect(planSummaryText('tasks', { created: 1, skipped: 0, newMembers: 1 })).toBe('1 task will be created, 0 rows skipped, 1 new team member');
    expect(planSummaryText('members', { created: 12, skipped: 1 })).toBe('12 team members will be added, 1 row skipped');
  });

  it('moves one bar through preparing, sending and saving', () => {
    expect(sendPercent('packing', 0)).toBe(0);
    expect(sendPercent('packing', 1)).toBe(10);
    expect(sendPercent('uploading', 0.5)).toBe(50);
    expect(sendPercent('uploading', 2)).toBe(90);
    expect(sendPercent('saving', 0)).toBe(90);
  });

  it('confirms the import and its undo', () => {
    const result = { importId: 1, tasksCreated: 1204, membersCreated: 2, batchId: 7 };
    expect(importedText('tasks', result, 'Gala 2027')).toBe('Imported 1,204 tasks into Gala 2027');
    expect(importedText('members', { ...result, tasksCreated: 0, membersCreated: 12 }, 'Gala 2027')).toBe('Imported 12 team members into Gala 2027');
    expect(undoneText({ tasksRemoved: 1204, membersRemoved: 2 })).toBe('Import undone: 1,204 tasks and 2 team members removed.');
    expect(undoneText({ tasksRemoved: 5, membersRemoved: 0 })).toBe('Import undone: 5 tasks removed.');
    expect(undoneText({ tasksRemoved: 0, membersRemoved: 12 })).toBe('Import undone: 12 team members removed.');
  });
});
