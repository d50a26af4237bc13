// Right-to-left text in a PDF report, made ready to be drawn glyph after glyph from left to right:
// Arabic letters in the forms that join them to their neighbours (the presentation forms the Arabic
// font maps to its joined glyphs), and a line put in the order it is seen (the Unicode bidirectional
// algorithm), so that Arabic and Hebrew read right to left while numbers and Latin inside them still
// read left to right. Pure: no PDF library here.
import bidiFactory from 'bidi-js';

/** Arabic and Hebrew letters, marks and presentation forms: text that needs shaping or reordering. */
const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** Whether a text has characters of a right-to-left script. */
export function hasRtl(text: string): boolean {
  return RTL_SCRIPT.test(text);
}

// Arabic shaping --------------------------------------------------------------------------------------

/**
 * The letters of the Arabic Presentation Forms-B block, in its order from U+FE80: each base letter and
 * how many forms it has there (1: isolated; 2: isolated, final; 4: isolated, final, initial, medial).
 */
const FORMS_B: readonly (readonly [number, number])[] = [
  [0x621, 1], [0x622, 2], [0x623, 2], [0x624, 2], [0x625, 2], [0x626, 4], [0x627, 2], [0x628, 4], [0x629, 2],
  [0x62a, 4], [0x62b, 4], [0x62c, 4], [0x62d, 4], [0x62e, 4], [0x62f, 2], [0x630, 2], [0x631, 2], [0x632, 2],
  [0x633, 4], [0x634, 4], [0x635, 4], [0x636, 4], [0x637, 4], [0x638, 4], [0x639, 4], [0x63a, 4], [0x641, 4],
  [0x642, 4], [0x643, 4], [0x644, 4], [0x645, 4], [0x646, 4], [0x647, 4], [0x648, 2], [0x649, 2], [0x64a, 4],
];
/** Letters of Persian and Urdu, with the first of their forms in the Presentation Forms-A block. */
const FORMS_A: readonly (readonly [number, number, number])[] = [
  [0x671, 0xfb50, 2], [0x67e, 0xfb56, 4], [0x679, 0xfb66, 4], [0x6a4, 0xfb6a, 4], [0x686, 0xfb7a, 4], [0x688, 0xfb88, 2],
  [0x698, 0xfb8a, 2], [0x691, 0xfb8c, 2], [0x6a9, 0xfb8e, 4], [0x6af, 0xfb92, 4], [0x6ba, 0xfb9e, 2], [0x6c0, 0xfba4, 2],
  [0x6c1, 0xfba6, 4], [0x6be, 0xfbaa, 4], [0x6d2, 0xfbae, 2], [0x6cc, 0xfbfc, 4],
];

/** Base letter → its forms: [isolated, final?, initial?, medial?]. */
export const ARABIC_FORMS: ReadonlyMap<number, readonly number[]> = (() => {
  const forms = new Map<number, number[]>();
  let next = 0xfe80;
  for (const [letter, count] of FORMS_B) {
    forms.set(letter, Array.from({ length: count }, (_, index) => next + index));
    next += count;
  }
  for (const [letter, first, count] of FORMS_A) forms.set(letter, Array.from({ length: count }, (_, index) => first + index));
  return forms;
})();

/** Lam followed by an alef: the ligature's isolated form (the final one follows it). */
const LAM_ALEF: ReadonlyMap<number, number> = new Map([
  [0x622, 0xfef5],
  [0x623, 0xfef7],
  [0x625, 0xfef9],
  [0x627, 0xfefb],
]);
const LAM = 0x644;
const TATWEEL = 0x640;
const ZWJ = 0x200d;

/** Marks and format characters, which an Arabic letter joins across. */
const TRANSPARENT = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

/** How a character joins: both sides (dual), to the letter before it only (right), or not at all. */
function joining(char: string | undefined): 'dual' | 'right' | 'causing' | 'none' {
  if (char === undefined) return 'none';
  const code = char.codePointAt(0)!;
  if (code === TATWEEL || code === ZWJ) return 'causing';
  const forms = ARABIC_FORMS.get(code);
  if (!forms) return 'none';
  return forms.length === 4 ? 'dual' : forms.length === 2 ? 'right' : 'none';
}

/**
 * Arabic letters as their isolated, final, initial or medial forms, by how they join their neighbours
 * (marks between them don't break the join), and lam with alef as their ligature. Other text is kept.
 */
export function shapeArabic(text: string): string {
  if (!/[\u0600-\u06ff]/u.test(text)) return text;
  const chars = [...text];
  const neighbour = (from: number, step: 1 | -1) => {
    let at = from + step;
    while (at >= 0 && at < chars.length && TRANSPARENT.test(chars[at]!) && chars[at]!.codePointAt(0) !== ZWJ) at += step;
    return chars[at];
  };
  let out = '';
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    const forms = ARABIC_FORMS.get(char.codePointAt(0)!);
    if (!forms) {
      out += char;
      continue;
    }
    const type = joining(char);
    const before = joining(neighbour(index, -1));
    const joinsBefore = type !== 'none' && (before === 'dual' || before === 'causing');
    const after = neighbour(index, 1);
    const ligature = char.codePointAt(0) === LAM && chars[index + 1] ? LAM_ALEF.get(chars[index + 1]!.codePointAt(0)!) : undefined;
    if (ligature) {
      out += String.fromCharCode(joinsBefore ? ligature + 1 : ligature);
      index += 1;
      continue;
    }
    const afterType = joining(after);
    const joinsAfter = type === 'dual' && afterType !== 'none';
    const form = joinsBefore && joinsAfter ? 3 : joinsAfter ? 2 : joinsBefore ? 1 : 0;
    out += String.fromCharCode(forms[form] ?? forms[0]!);
  }
  return out;
}

// Bidirectional order -------------------------------------------------------------------------------

const bidi = bidiFactory();

/**
 * A line of text in the order it is seen, left to right, by the Unicode bidirectional algorithm
 * (bidi-js): each run of right-to-left text reversed (a letter's marks then come before it, where the
 * fonts' marks are drawn over the letter that follows), numbers and Latin inside it kept left to right,
 * and brackets in right-to-left text turned to face the way it reads.
 */
export function visualOrder(text: string): string {
  if (!hasRtl(text)) return text;
  const embedding = bidi.getEmbeddingLevels(text);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  return bidi
    .getReorderedIndices(text, embedding)
    .map((index) => mirrored.get(index) ?? text[index]!)
    .join('');
}
