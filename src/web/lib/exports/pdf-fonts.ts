// Which font draws which character of a PDF report. The report's own font (Noto Sans) has Latin with
// its accents, Greek and Cyrillic; the rest comes from fallback fonts, each fetched only when some text
// of the report needs it: Noto Sans SC for Chinese and Japanese, Noto Sans KR for Korean Hangul, Noto
// Sans Arabic, Noto Sans Hebrew, Noto Sans Thai, Noto Emoji. The symbols (arrows, shapes, CJK
// punctuation, fullwidth forms) that Noto Sans lacks are in both Noto Sans SC and KR: whichever the
// report fetches anyway draws them. Pure: no PDF library here.

/**
 * The fallback fonts, in the order a character is looked for in them after the report's own: emoji
 * before CJK, for the symbols both have; CJK before Korean, so that Chinese keeps one look when both are loaded.
 */
export const FALLBACK_FONTS = ['emoji', 'cjk', 'korean', 'arabic', 'hebrew', 'thai'] as const;
export type FallbackFont = (typeof FALLBACK_FONTS)[number];
/** The fonts a report may use: its own, and the fallbacks. */
export type PdfFontName = 'main' | FallbackFont;

/** The characters a font has: code point → glyph id, from its cmap table. */
export type FontCmap = ReadonlyMap<number, number>;

/**
 * The Unicode cmap of a TrueType font (subtable format 4 for the Basic Multilingual Plane, format 12
 * for every plane; the largest one found is taken). Throws on bytes that are not such a font.
 */
export function parseCmap(bytes: ArrayBuffer | Uint8Array): Map<number, number> {
  const data = bytes instanceof Uint8Array ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new DataView(bytes);
  const tables = data.getUint16(4);
  let cmapOffset = -1;
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(data.getUint8(record), data.getUint8(record + 1), data.getUint8(record + 2), data.getUint8(record + 3));
    if (tag === 'cmap') cmapOffset = data.getUint32(record + 8);
  }
  if (cmapOffset < 0) throw new Error('The font has no cmap table.');
  const subtables = data.getUint16(cmapOffset + 2);
  let best: Map<number, number> = new Map();
  for (let index = 0; index < subtables; index += 1) {
    const record = cmapOffset + 4 + index * 8;
    const platform = data.getUint16(record);
    const encoding = data.getUint16(record + 2);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const offset = cmapOffset + data.getUint32(record + 4);
    const format = data.getUint16(offset);
    const map = format === 4 ? readFormat4(data, offset) : format === 12 ? readFormat12(data, offset) : null;
    if (map && map.size > best.size) best = map;
  }
  return best;
}

function readFormat4(data: DataView, offset: number): Map<number, number> {
  const map = new Map<number, number>();
  const segments = data.getUint16(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const end = data.getUint16(ends + segment * 2);
    const start = data.getUint16(starts + segment * 2);
    const delta = data.getUint16(deltas + segment * 2);
    const rangeAt = rangeOffsets + segment * 2;
    const rangeOffset = data.getUint16(rangeAt);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const at = rangeAt + rangeOffset + (code - start) * 2;
        glyph = data.getUint16(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(code, glyph);
    }
  }
  return map;
}

function readFormat12(data: DataView, offset: number): Map<number, number> {
  const map = new Map<number, number>();
  const groups = data.getUint32(offset + 12);
  for (let group = 0; group < groups; group += 1) {
    const at = offset + 16 + group * 12;
    const start = data.getUint32(at);
    const end = data.getUint32(at + 4);
    const glyph = data.getUint32(at + 8);
    for (let code = start; code <= end; code += 1) if (glyph + code - start !== 0) map.set(code, glyph + code - start);
  }
  return map;
}

type Ranges = readonly (readonly [number, number])[];

/** Chinese and Japanese writing: what the CJK fallback font is fetched for. */
const CJK_RANGES: Ranges = [
  [0x2e80, 0x2fdf], // CJK radicals, Kangxi radicals
  [0x2ff0, 0x2fff], // ideographic description characters
  [0x3040, 0x30ff], // Hiragana, Katakana
  [0x3100, 0x312f], // Bopomofo
  [0x3190, 0x31ff], // Kanbun, Bopomofo extended, CJK strokes, Katakana extension
  [0x3400, 0x9fff], // extension A, Yijing, unified ideographs
  [0xf900, 0xfaff], // compatibility ideographs
  [0x20000, 0x3134f], // ideographs of the supplementary planes
];

/** Korean Hangul: syllables, the letters (Jamo) they are made of, and their compatibility and halfwidth forms. */
const KOREAN_RANGES: Ranges = [
  [0x1100, 0x11ff], // Hangul Jamo
  [0x3130, 0x318f], // Hangul compatibility Jamo
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7af], // Hangul syllables
  [0xd7b0, 0xd7ff], // Hangul Jamo extended B
  [0xffa0, 0xffdf], // halfwidth Hangul
];

/** Symbols Noto Sans lacks and both the CJK and the Korean fonts have: either font may draw them. */
const CJK_SYMBOL_RANGES: Ranges = [
  [0x2100, 0x2bff], // letterlike symbols, arrows, mathematical operators, box drawing, shapes, dingbats
  [0x3000, 0x303f], // CJK symbols and punctuation
  [0x3200, 0x33ff], // enclosed letters and numbers (parenthesised Hangul, ㈜), CJK compatibility
  [0xfe10, 0xfe1f], // vertical forms
  [0xfe30, 0xfe4f], // compatibility forms
  [0xff00, 0xffef], // halfwidth and fullwidth forms
];

const ARABIC_RANGES: Ranges = [
  [0x0600, 0x06ff], // Arabic
  [0x0750, 0x077f], // Arabic supplement
  [0x0870, 0x08ff], // Arabic extended B and A
  [0xfb50, 0xfdff], // presentation forms A
  [0xfe70, 0xfefe], // presentation forms B
];

const HEBREW_RANGES: Ranges = [
  [0x0590, 0x05ff], // Hebrew
  [0xfb1d, 0xfb4f], // Hebrew presentation forms
];

const THAI_RANGES: Ranges = [[0x0e00, 0x0e7f]];

/** Each fallback font and the characters it is fetched for, Korean before the CJK symbols both fonts have. */
const SCRIPTS: readonly (readonly [FallbackFont, Ranges])[] = [
  ['korean', KOREAN_RANGES],
  ['cjk', CJK_RANGES],
  ['arabic', ARABIC_RANGES],
  ['hebrew', HEBREW_RANGES],
  ['thai', THAI_RANGES],
];

const inRanges = (code: number, ranges: Ranges) => ranges.some(([start, end]) => code >= start && code <= end);

const EMOJI = /^[\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}]$/u;
/** The keycap that makes "1" an emoji "1️⃣". */
const KEYCAP = '\u20e3';
/** Characters that change how their neighbours look (joiners, variation selectors) and are drawn as nothing. */
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

/** The fallback fonts that would have a character the report's own font lacks, the one to fetch for it first. */
export function fallbacksFor(char: string): FallbackFont[] {
  if (EMOJI.test(char) || char === KEYCAP) return ['emoji'];
  const code = char.codePointAt(0)!;
  const script = SCRIPTS.find(([, ranges]) => inRanges(code, ranges));
  if (script) return [script[0]];
  return inRanges(code, CJK_SYMBOL_RANGES) ? ['cjk', 'korean'] : [];
}

/** The fallback font to fetch for a character the report's own font lacks, if there is one. */
export function fallbackFor(char: string): FallbackFont | null {
  return fallbacksFor(char)[0] ?? null;
}

/**
 * The fallback fonts that texts need: those of the characters the report's own font lacks, a symbol
 * drawn by a font fetched for other characters when one has it (Korean text with "「」" or "①" needs
 * only the Korean font). Empty for text in Latin (with its accents), Greek and Cyrillic.
 */
export function fallbacksNeeded(texts: Iterable<string>, main: FontCmap): Set<FallbackFont> {
  const needed = new Set<FallbackFont>();
  const shared: FallbackFont[][] = [];
  const seen = new Set<number>();
  for (const text of texts) {
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code < 0x80 || seen.has(code)) continue;
      seen.add(code);
      if (main.has(code)) continue;
      const fallbacks = fallbacksFor(char);
      if (fallbacks.length === 1) needed.add(fallbacks[0]!);
      else if (fallbacks.length > 1) shared.push(fallbacks);
    }
  }
  for (const fallbacks of shared) if (!fallbacks.some((font) => needed.has(font))) needed.add(fallbacks[0]!);
  return needed;
}

/** A piece of text drawn in one font. */
export interface TextRun {
  font: PdfFontName;
  text: string;
}

/** Drawn in place of a character no font of the report has, so that nothing goes missing unseen. */
export const MISSING_CHARACTER = '\ufffd';

/**
 * Text cut into runs, each in the first font that has all its characters: the report's own, then the
 * fallbacks loaded (emoji before CJK, for the symbols both have; CJK before Korean, so that Chinese
 * keeps one look when both are loaded). Right-to-left text is given here in the order it is seen, its
 * Arabic letters in their joined forms (pdf-rtl.ts). Joiners and variation selectors no
 * font has are left out; any other character no font has becomes U+FFFD (when the report's font has
 * it) rather than vanishing.
 */
export function textRuns(text: string, fonts: Partial<Record<PdfFontName, FontCmap>>): TextRun[] {
  const order: PdfFontName[] = ['main', ...FALLBACK_FONTS];
  const runs: TextRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let font = order.find((name) => fonts[name]?.has(code));
    let shown = char;
    if (!font) {
      if (IGNORABLE.test(char)) continue;
      if (!fonts.main?.has(MISSING_CHARACTER.codePointAt(0)!)) continue;
      font = 'main';
      shown = MISSING_CHARACTER;
    }
    const last = runs.at(-1);
    if (last && last.font === font) last.text += shown;
    else runs.push({ font, text: shown });
  }
  return runs;
}

/** Whether any character of a text is drawn by a font other than the report's own. */
export function needsFallback(text: string, main: FontCmap): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x80 && !main.has(code)) return true;
  }
  return false;
}

/**
 * Characters where a line may break inside a word: after an ideograph or kana, which have no spaces
 * between words. Not Hangul: Korean puts spaces between words and keeps each word whole on a line.
 */
const BREAK_ANYWHERE = /[\u2e80-\u3129\u3190-\u9fff\uf900-\ufaff\uff00-\uff9f\uffe0-\uffef\u{20000}-\u{3134f}\p{Extended_Pictographic}]/u;

/**
 * Thai, written without spaces between words: its words are found by the platform's word segmenter.
 * Browsers without one (Firefox before 125) break Thai only where a line is full.
 */
const THAI = /[\u0e00-\u0e7f]/u;
const segmenter = (granularity: 'word' | 'grapheme', locale?: string) => (typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(locale, { granularity }) : null);
const thaiWords = segmenter('word', 'th');
const graphemes = segmenter('grapheme');

/** A word and the spaces after it, cut where a line may break inside it: between the words of Thai text. */
function breakableParts(word: string): string[] {
  return thaiWords && THAI.test(word) ? Array.from(thaiWords.segment(word), ({ segment }) => segment) : [word];
}

/** A text's characters, each with the marks that go with it. */
function characters(text: string): string[] {
  return graphemes ? Array.from(graphemes.segment(text), ({ segment }) => segment) : [...text];
}

/**
 * Lines of at most `width` (as `measure` gives it), broken at spaces, between the words of Thai text,
 * between any two characters of Chinese or Japanese, or inside a word too long for a line. `\n` starts
 * a new line.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    // Pieces that stay together: a word with the spaces after it, or one ideograph.
    const pieces = paragraph.match(/[^\S\u00a0]+|\S/gu) ?? [];
    const words: string[] = [];
    for (const piece of pieces) {
      const last = words.at(-1);
      const glue = last !== undefined && !/\s$/.test(last) && !BREAK_ANYWHERE.test(piece) && !BREAK_ANYWHERE.test([...last].at(-1)!);
      if (glue || (last !== undefined && /^\s+$/.test(piece))) words[words.length - 1] += piece;
      else words.push(piece);
    }
    let line = '';
    for (const word of words.flatMap(breakableParts)) {
      if (line === '' || measure((line + word).trimEnd()) <= width) {
        line += word;
        if (measure(line.trimEnd()) > width) {
          // One word wider than the line: cut it wherever it fills a line, a character and its marks together.
          let rest = line;
          line = '';
          for (const char of characters(rest)) {
            if (line !== '' && measure(line + char) > width) {
              lines.push(line);
              line = '';
            }
            line += char;
          }
          rest = '';
        }
      } else {
        lines.push(line.trimEnd());
        line = word.trimStart();
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
