// Which font draws which character of a PDF report. The report's own font (Noto Sans) has Latin with
// its accents, Greek and Cyrillic; Chinese, Japanese and Korean characters and emoji come from two
// fallback fonts, fetched only when some text of the report needs them. Pure: no PDF library here.

/** The fonts a report may use: its own, and the two fallbacks. */
export type PdfFontName = 'main' | 'cjk' | 'emoji';
export type FallbackFont = Exclude<PdfFontName, 'main'>;

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

/**
 * Blocks of Chinese and Japanese writing, and of the symbols (arrows, ticks, box drawing, shapes) the
 * CJK font has and the report's own font lacks: what the CJK fallback font is fetched for. It has no
 * Korean Hangul.
 */
const CJK_RANGES: readonly (readonly [number, number])[] = [
  [0x2100, 0x2bff], // letterlike symbols, arrows, mathematical operators, box drawing, shapes, dingbats
  [0x2e80, 0x2fdf], // CJK radicals, Kangxi radicals
  [0x2ff0, 0x303f], // description characters, CJK symbols and punctuation
  [0x3040, 0x30ff], // Hiragana, Katakana
  [0x3100, 0x312f], // Bopomofo
  [0x3190, 0x31ff], // Kanbun, Bopomofo extended, CJK strokes, Katakana extension
  [0x3200, 0x9fff], // enclosed CJK, compatibility, extension A, Yijing, unified ideographs
  [0xf900, 0xfaff], // compatibility ideographs
  [0xfe10, 0xfe1f], // vertical forms
  [0xfe30, 0xfe4f], // compatibility forms
  [0xff00, 0xffef], // halfwidth and fullwidth forms
  [0x20000, 0x3134f], // ideographs of the supplementary planes
];

const EMOJI = /^[\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}]$/u;
/** The keycap that makes "1" an emoji "1️⃣". */
const KEYCAP = '\u20e3';
/** Characters that change how their neighbours look (joiners, variation selectors) and are drawn as nothing. */
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

/** The fallback font that would have a character the report's own font lacks, if there is one. */
export function fallbackFor(char: string): FallbackFont | null {
  if (EMOJI.test(char) || char === KEYCAP) return 'emoji';
  const code = char.codePointAt(0)!;
  return CJK_RANGES.some(([start, end]) => code >= start && code <= end) ? 'cjk' : null;
}

/**
 * The fallback fonts that texts need: those of the characters the report's own font lacks. Empty for
 * text in Latin (with its accents), Greek and Cyrillic.
 */
export function fallbacksNeeded(texts: Iterable<string>, main: FontCmap): Set<FallbackFont> {
  const needed = new Set<FallbackFont>();
  const seen = new Set<number>();
  for (const text of texts) {
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code < 0x80 || seen.has(code)) continue;
      seen.add(code);
      if (main.has(code)) continue;
      const fallback = fallbackFor(char);
      if (fallback) needed.add(fallback);
      if (needed.size === 2) return needed;
    }
  }
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
 * fallbacks loaded (emoji before CJK, for the symbols both have). Joiners and variation selectors no
 * font has are left out; any other character no font has becomes U+FFFD (when the report's font has
 * it) rather than vanishing.
 */
export function textRuns(text: string, fonts: Partial<Record<PdfFontName, FontCmap>>): TextRun[] {
  const order: PdfFontName[] = ['main', 'emoji', 'cjk'];
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

/** Characters where a line may break inside a word: after an ideograph or kana, which have no spaces between words. */
const BREAK_ANYWHERE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u{20000}-\u{3134f}\p{Extended_Pictographic}]/u;

/**
 * Lines of at most `width` (as `measure` gives it), broken at spaces, or between any two characters
 * of Chinese, Japanese or Korean, or inside a word too long for a line. `\n` starts a new line.
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
    for (const word of words) {
      if (line === '' || measure((line + word).trimEnd()) <= width) {
        line += word;
        if (measure(line.trimEnd()) > width) {
          // One word wider than the line: cut it wherever it fills a line.
          let rest = line;
          line = '';
          for (const char of rest) {
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
