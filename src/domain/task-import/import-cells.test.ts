import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from '../task-export.ts';
import { importedText, multiLineText, oneLineText, parsePriorityValue, parseStatusValue, unneutraliseFormula } from './import-cells.ts';

describe('importedText', () => {
  it('trims the whitespace around a cell', () => {
    expect(importedText('  Book venue \t')).toBe('Book venue');
    expect(importedText(undefined)).toBe('');
  });

  it.each([
    ["'=SUM(A1)", '=SUM(A1)'],
    ["'+31 6 1234", '+31 6 1234'],
    ["'-2+3", '-2+3'],
    ["'@cmd", '@cmd'],
    ["'＝1+1", '＝1+1'],
    ["''=1+1", "'=1+1"],
  ])('removes the quote the export put before a formula: %j', (cell, text) => {
    expect(importedText(cell)).toBe(text);
  });

  it.each(["'quoted", "'", "''", "Rock 'n' roll", '=1+1'])('keeps any other quote and any unquoted formula as text: %j', (cell) => {
    expect(importedText(cell)).toBe(cell);
  });

  it.each(['=SUM(A1)', "'=SUM(A1)", "''@x", "'", "'plain", '-', '\tindented', 'plain'])('reads back what the export wrote: %j', (cell) => {
    expect(unneutraliseFormula(neutraliseFormula(cell))).toBe(cell);
  });
});

describe('one-line and multi-line text', () => {
  it('joins the lines of a one-line field with single spaces', () => {
    expect(oneLineText('Book\r\n the  venue\nnow\t!')).toEqual({ text: 'Book the  venue now !', joinedLines: true, removedControls: false });
  });

  it('removes control characters and says so', () => {
    expect(oneLineText('Book\u0007 venue\u202E')).toEqual({ text: 'Book venue', joinedLines: false, removedControls: true });
    expect(multiLineText('Line one\n\tLine\u0000 two')).toEqual({ text: 'Line one\n\tLine two', joinedLines: false, removedControls: true });
  });

  it('keeps the line breaks and tabs of a multi-line field', () => {
    expect(multiLineText('  First\r\nSecond\n\n\tThird  ')).toEqual({ text: 'First\r\nSecond\n\n\tThird', joinedLines: false, removedControls: false });
  });
});

describe('status and priority words', () => {
  it.each([
    ['To Do', 'todo'],
    ['todo', 'todo'],
    ['Not started', 'todo'],
    ['OPEN', 'todo'],
    ['Backlog', 'todo'],
    ['In Progress', 'inprogress'],
    ['in_progress', 'inprogress'],
    ['Doing', 'inprogress'],
    ['Started', 'inprogress'],
    ['Done', 'completed'],
    ['Completed', 'completed'],
    ['complete', 'completed'],
    ['Closed', 'completed'],
    ['yes', 'completed'],
    ['TRUE', 'completed'],
    ['Overdue', 'overdue'],
    ['  in   progress ', 'inprogress'],
    ['Términé', null],
    ['Blocked', null],
  ])('%j is %j', (cell, status) => {
    expect(parseStatusValue(cell)).toBe(status);
  });

  it('ignores accents', () => {
    expect(parseStatusValue('Dóne')).toBe('completed');
  });

  it.each([
    ['High', 'high'],
    ['urgent', 'high'],
    ['Highest', 'high'],
    ['P1', 'high'],
    ['Medium', 'medium'],
    ['Normal', 'medium'],
    ['p2', 'medium'],
    ['Low', 'low'],
    ['Lowest', 'low'],
    ['P3', 'low'],
    ['Whenever', null],
  ])('priority %j is %j', (cell, priority) => {
    expect(parsePriorityValue(cell)).toBe(priority);
  });
});
