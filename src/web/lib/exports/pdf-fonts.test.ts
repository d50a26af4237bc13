import { describe, expect, it } from 'vitest';
import { fallbackFor, fallbacksNeeded, MISSING_CHARACTER, parseCmap, textRuns, wrapText } from './pdf-fonts.ts';
import { testFontFile } from './pdf-test-fonts.ts';

const main = parseCmap(testFontFile('regular'));
const cjk = parseCmap(testFontFile('cjk'));
const emoji = parseCmap(testFontFile('emoji'));
const has = (cmap: ReadonlyMap<number, number>, text: string) => [...text].every((char) => cmap.has(char.codePointAt(0)!));

describe('the characters of the report’s fonts', () => {
  it('Noto Sans has Latin with its accents, Greek and Cyrillic, and no Chinese or emoji', () => {
    expect(has(main, 'Café Zoë Dvořák Łódź ß € – “”')).toBe(true);
    expect(has(main, 'Σύσκεψη')).toBe(true);
    expect(has(main, 'Встреча')).toBe(true);
    expect(has(main, '会')).toBe(false);
    expect(has(main, '🎉')).toBe(false);
  });

  it('the fallbacks have what the ranges send them, beyond U+FFFF too', () => {
    expect(has(cjk, '会议東京ひらがなカタカナ。→✓')).toBe(true);
    expect(has(emoji, '🎉🎂❤👍')).toBe(true);
  });
});

describe('which fallback fonts a report asks for', () => {
  it('none for Latin, accented Latin, Greek and Cyrillic', () => {
    expect(fallbacksNeeded(['Book the river boats', 'Café Zoë', 'Σύσκεψη', 'Встреча', 'Dvořák – “Łódź” €5'], main)).toEqual(new Set());
  });

  it('the CJK font for Chinese and Japanese, and the symbols Noto Sans lacks', () => {
    expect(fallbacksNeeded(['Plain', '会议'], main)).toEqual(new Set(['cjk']));
    expect(fallbacksNeeded(['ひらがな'], main)).toEqual(new Set(['cjk']));
    expect(fallbacksNeeded(['Venue → stage'], main)).toEqual(new Set(['cjk']));
  });

  it('the emoji font for emoji, and both for both', () => {
    expect(fallbacksNeeded(['Party 🎉'], main)).toEqual(new Set(['emoji']));
    expect(fallbacksNeeded(['Cake 🎂 for 王 team'], main)).toEqual(new Set(['cjk', 'emoji']));
  });

  it('neither for a script neither has', () => {
    expect(fallbackFor('ا')).toBeNull();
    expect(fallbacksNeeded(['مرحبا'], main)).toEqual(new Set());
  });
});

describe('runs of text, each in a font that has it', () => {
  const fonts = { main, cjk, emoji };

  it('draws mixed text run by run', () => {
    expect(textRuns('Cake 🎂 for 王 team', fonts)).toEqual([
      { font: 'main', text: 'Cake ' },
      { font: 'emoji', text: '🎂' },
      { font: 'main', text: ' for ' },
      { font: 'cjk', text: '王' },
      { font: 'main', text: ' team' },
    ]);
  });

  it('keeps Greek, Cyrillic and accents in the report’s own font', () => {
    expect(textRuns('Café Σύσκεψη Встреча', fonts)).toEqual([{ font: 'main', text: 'Café Σύσκεψη Встреча' }]);
  });

  it('never turns a character into "?": what no font has shows as U+FFFD, joiners no font has are left out', () => {
    const runs = textRuns('한국 ok', fonts);
    expect(runs).toEqual([{ font: 'main', text: `${MISSING_CHARACTER}${MISSING_CHARACTER} ok` }]);
    expect(textRuns('会议', { main }).map((run) => run.text).join('')).toBe(`${MISSING_CHARACTER}${MISSING_CHARACTER}`);
    expect(textRuns('a\u200db', { main: new Map([...main].filter(([code]) => code !== 0x200d)) })).toEqual([{ font: 'main', text: 'ab' }]);
    expect(textRuns('Party 🎉', fonts).map((run) => run.text).join('')).toBe('Party 🎉');
  });
});

describe('breaking text into lines', () => {
  const measure = (text: string) => [...text].length;

  it('breaks at spaces, keeping words whole', () => {
    expect(wrapText('Book the river boats', 10, measure)).toEqual(['Book the', 'river', 'boats']);
  });

  it('breaks between any two Chinese characters, which have no spaces between words', () => {
    expect(wrapText('会议会议会议', 4, measure)).toEqual(['会议会议', '会议']);
    expect(wrapText('Cake 🎂 for 王 team', 10, measure)).toEqual(['Cake 🎂 for', '王 team']);
  });

  it('cuts a word too long for a line, and starts a line at a line break', () => {
    expect(wrapText('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('one\ntwo', 10, measure)).toEqual(['one', 'two']);
  });
});
