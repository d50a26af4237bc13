import { describe, expect, it, vi } from 'vitest';
import { fallbackFor, fallbacksFor, fallbacksNeeded, MISSING_CHARACTER, parseCmap, textRuns, wrapText } from './pdf-fonts.ts';
import { ARABIC_FORMS } from './pdf-rtl.ts';
import { testFontFile } from './pdf-test-fonts.ts';

const main = parseCmap(testFontFile('regular'));
const cjk = parseCmap(testFontFile('cjk'));
const korean = parseCmap(testFontFile('korean'));
const arabic = parseCmap(testFontFile('arabic'));
const hebrew = parseCmap(testFontFile('hebrew'));
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
    expect(has(korean, '회의실 예약 각 ㄱㅏ ꥠ ힰ ﾡ')).toBe(true);
    expect(has(arabic, 'كراسي للقاعة پچژکگی ٠١٢')).toBe(true);
    expect(has(hebrew, 'הזמנת כיסאות שָׁלוֹם')).toBe(true);
    expect(has(main, '회ا')).toBe(false);
  });

  it('the Arabic font has every joined form the letters are drawn with', () => {
    const forms = [...ARABIC_FORMS.values()].flat();
    expect(forms.length).toBeGreaterThan(130);
    expect(forms.filter((form) => !arabic.has(form)).map((form) => form.toString(16))).toEqual([]);
    expect([0xfef5, 0xfef6, 0xfef7, 0xfef8, 0xfef9, 0xfefa, 0xfefb, 0xfefc].every((ligature) => arabic.has(ligature))).toBe(true);
  });

  it('the symbols either the CJK or the Korean font may draw are in both', () => {
    const differ: string[] = [];
    for (let code = 0x2000; code <= 0xffef; code += 1) {
      const char = String.fromCodePoint(code);
      if (main.has(code) || fallbacksFor(char).length < 2) continue;
      if (cjk.has(code) !== korean.has(code)) differ.push(code.toString(16));
    }
    expect(differ).toEqual([]);
    expect(fallbacksFor('「')).toEqual(['cjk', 'korean']);
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

  it('the Korean font for Hangul syllables, Jamo and compatibility Jamo, and not for Chinese', () => {
    expect(['회', 'ᄀ', 'ᅡ', 'ㄱ', 'ꥠ', 'ힰ', 'ﾡ'].map(fallbackFor)).toEqual(Array(7).fill('korean'));
    expect(fallbacksNeeded(['회의실 예약하기'], main)).toEqual(new Set(['korean']));
    expect(fallbacksNeeded(['会议'], main)).toEqual(new Set(['cjk']));
    expect(fallbacksNeeded(['회의 会议'], main)).toEqual(new Set(['cjk', 'korean']));
  });

  it('for the symbols both CJK fonts have, the one fetched anyway, the Chinese one when neither is', () => {
    expect(fallbacksNeeded(['「회의」 ① ㈜한빛'], main)).toEqual(new Set(['korean']));
    expect(fallbacksNeeded(['「会议」 ①'], main)).toEqual(new Set(['cjk']));
    expect(fallbacksNeeded(['Venue → stage', '회의'], main)).toEqual(new Set(['korean']));
  });

  it('the Arabic font for Arabic, the Hebrew font for Hebrew', () => {
    expect(['ا', 'ك', '٢', 'پ', 'ﻻ'].map(fallbackFor)).toEqual(Array(5).fill('arabic'));
    expect(['ש', 'ָ', 'שּ'].map(fallbackFor)).toEqual(Array(3).fill('hebrew'));
    expect(fallbacksNeeded(['Order 20 كراسي for the hall'], main)).toEqual(new Set(['arabic']));
    expect(fallbacksNeeded(['הזמנת כיסאות'], main)).toEqual(new Set(['hebrew']));
  });

  it('the Thai font for Thai', () => {
    expect(['ก', 'ั', '่', '๒'].map(fallbackFor)).toEqual(Array(4).fill('thai'));
    expect(fallbacksNeeded(['ประชุมทีมงาน 10:00'], main)).toEqual(new Set(['thai']));
  });

  it('none for a script no fallback has', () => {
    expect(fallbackFor('ក')).toBeNull();
    expect(fallbacksNeeded(['សួស្តី'], main)).toEqual(new Set());
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

  it('draws Korean, Arabic and Hebrew in their fonts, and what Noto Sans has in it', () => {
    expect(textRuns('회의 (3) ok', { main, korean })).toEqual([
      { font: 'korean', text: '회의' },
      { font: 'main', text: ' (3) ok' },
    ]);
    expect(textRuns('20 كراسي · שלום', { main, arabic, hebrew })).toEqual([
      { font: 'main', text: '20 ' },
      { font: 'arabic', text: 'كراسي' },
      { font: 'main', text: ' · ' },
      { font: 'hebrew', text: 'שלום' },
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

  it('keeps Korean words whole, breaking at the spaces between them', () => {
    expect(wrapText('회의실 예약하기 확인', 6, measure)).toEqual(['회의실', '예약하기', '확인']);
    expect(wrapText('참석자 명단 확인', 7, measure)).toEqual(['참석자 명단', '확인']);
  });

  it('breaks Thai, written without spaces, between its words', () => {
    // ประชุม ทีม งาน เตรียม สถาน ที่: "meet the team to prepare the venue", as the word segmenter cuts it.
    expect(wrapText('ประชุมทีมงานเตรียมสถานที่', 10, measure)).toEqual(['ประชุมทีม', 'งานเตรียม', 'สถานที่']);
  });

  it('without a word segmenter in the browser, still breaks Thai where a line is full', async () => {
    const { Segmenter } = Intl;
    Reflect.deleteProperty(Intl, 'Segmenter');
    try {
      vi.resetModules();
      const { wrapText: wrapWithout } = await import('./pdf-fonts.ts');
      const lines = wrapWithout('ประชุมทีมงานเตรียมสถานที่', 10, measure);
      expect(lines.join('')).toBe('ประชุมทีมงานเตรียมสถานที่');
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(10);
    } finally {
      Object.assign(Intl, { Segmenter });
    }
  });

  it('keeps a character and its marks together when it cuts a word', () => {
    // é as e and a combining acute accent: no line starts with the accent alone.
    expect(wrapText('e\u0301e\u0301e\u0301', 3, measure)).toEqual(['e\u0301', 'e\u0301', 'e\u0301']);
  });

  it('cuts a word too long for a line, and starts a line at a line break', () => {
    expect(wrapText('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('one\ntwo', 10, measure)).toEqual(['one', 'two']);
  });
});
