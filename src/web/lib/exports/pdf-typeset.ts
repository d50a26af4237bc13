// The fonts of a PDF report in the PDF library: registered, measured and drawn run by run, each run
// in a font that has its characters (pdf-fonts.ts), and written into the file as subsets whose text
// can be copied and searched, emoji and other characters beyond U+FFFF included. Arabic and Hebrew
// are shaped and put in the order they are seen here (pdf-rtl.ts), measured as drawn, and kept from
// the PDF library's own Arabic and bidirectional processing; their text in the file is the letters
// typed (an Arabic joined form reads back as its letter).
import { jsPDF } from 'jspdf';
import { FALLBACK_FONTS, needsFallback, parseCmap, textRuns, wrapText, type FallbackFont, type FontCmap, type PdfFontName, type TextRun } from './pdf-fonts.ts';
import { hasRtl, shapeArabic, visualOrder } from './pdf-rtl.ts';

/** The font files of a report: Noto Sans always; the fallbacks only when its text needs them. */
export type ReportFontFiles = { regular: Uint8Array; bold: Uint8Array } & Partial<Record<FallbackFont, Uint8Array>>;

export type FontStyle = 'normal' | 'bold';

/** The name each font is known by in the PDF library, and the name it has in the file. */
const FONT_NAMES: Record<PdfFontName, string> = {
  main: 'NotoSans',
  cjk: 'NotoSansSC',
  korean: 'NotoSansKR',
  arabic: 'NotoSansArabic',
  hebrew: 'NotoSansHebrew',
  thai: 'NotoSansThai',
  emoji: 'NotoEmoji',
};
/** A font's PostScript name (NotoSans-Bold), which the file of a subset is named by. */
const postScriptName = (family: string, style: string) => `${family}-${style === 'bold' ? 'Bold' : 'Regular'}`;
/** How the fonts are marked once drawing is over, so that they are written here rather than by the library. */
const WRITTEN_HERE = 'Identity-H (Eventry)';

/** Bytes as the PDF library's file store takes a font: one character per byte. */
function binaryString(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += 0x8000) parts.push(String.fromCharCode(...bytes.subarray(at, at + 0x8000)));
  return parts.join('');
}

/** The parts of a font of the PDF library used here. */
interface LibraryFont {
  encoding: string;
  fontName: string;
  fontStyle: string;
  objectNumber: number;
  isAlreadyPutted?: boolean;
  metadata: {
    cmap: { unicode: { codeMap: Record<number, number> } | null };
    toUnicode: Record<number, number>;
    glyIdsUsed: number[];
    Unicode: { widths: unknown[] };
    subset: { encode(glyphs: number[], indexToLocFormat: number): ArrayLike<number> };
    bbox: number[];
    flags: number;
    stemV: number;
    italicAngle: number;
    ascender: number;
    decender: number;
    capHeight: number;
  };
}

interface PutFontArgs {
  font: LibraryFont;
  out: (text: string) => void;
  newObject: () => number;
  putStream: (options: { data: string; addLength1: boolean; objectId: number }) => void;
}

interface LibraryInternals {
  events: { subscribe(topic: string, callback: (args: PutFontArgs) => void): string };
  getFont(fontName: string, fontStyle: string): LibraryFont;
}

/**
 * Characters the PDF library would change on their way to the page (it joins Arabic letters and
 * reorders right-to-left text its own way): drawn through stand-ins, as already shaped and ordered here.
 */
const RTL_CODE = (code: number) => hasRtl(String.fromCharCode(code));

/**
 * Arabic presentation forms: drawn as joined glyphs, read back as the letters they are forms of. The
 * two letters of a ligature (lam with alef) are given as the line is stored, in the order they are
 * seen, for a reader of the file puts each right-to-left run back in reading order, character by character.
 */
const PRESENTATION_FORM = /^[\ufb50-\ufdff\ufe70-\ufefc]$/u;

/** UTF-16 of the text a glyph drawn for a code point stands for, as hex digits for a ToUnicode map. */
function utf16Hex(code: number): string {
  const char = String.fromCodePoint(code);
  return (PRESENTATION_FORM.test(char) ? [...char.normalize('NFKC')].reverse().join('') : char)
    .split('')
    .map((unit) => unit.charCodeAt(0).toString(16).padStart(4, '0'))
    .join('');
}

/**
 * Sets the report's fonts up in a document and draws text with them. A character beyond U+FFFF (most
 * emoji), and Arabic and Hebrew, are drawn through private-use stand-ins the PDF library passes as they
 * are, mapped back to themselves in the file's text.
 */
export class Typesetter {
  readonly cmaps: Partial<Record<PdfFontName, FontCmap>>;
  private readonly stand: Partial<Record<PdfFontName, Map<number, string>>> = {};
  private readonly standFor: Partial<Record<PdfFontName, Map<number, number>>> = {};

  constructor(
    private readonly doc: jsPDF,
    files: ReportFontFiles,
  ) {
    const regular = parseCmap(files.regular);
    const bold = parseCmap(files.bold);
    // What both weights have is what the report's own font has.
    const main = new Map([...regular].filter(([code]) => bold.has(code)));
    this.cmaps = { main };
    this.register(files.regular, 'main', 'normal');
    this.register(files.bold, 'main', 'bold');
    for (const name of FALLBACK_FONTS) {
      const bytes = files[name];
      if (bytes) this.cmaps[name] = this.register(bytes, name, 'normal');
    }
  }

  private register(bytes: Uint8Array, name: PdfFontName, style: FontStyle): Map<number, number> {
    const file = `${postScriptName(FONT_NAMES[name], style)}.ttf`;
    this.doc.addFileToVFS(file, binaryString(bytes));
    this.doc.addFont(file, FONT_NAMES[name], style, 'Identity-H');
    const cmap = parseCmap(bytes);
    const font = this.libraryFont(name, style);
    font.metadata.cmap.unicode ??= { codeMap: {} };
    const codeMap = font.metadata.cmap.unicode.codeMap;
    // Characters beyond U+FFFF, and right-to-left ones, get stand-ins from the private use area the font leaves free.
    let next = 0xe000;
    const stand = new Map<number, string>();
    const standFor = new Map<number, number>();
    for (const [code, glyph] of cmap) {
      if (code <= 0xffff && !RTL_CODE(code)) continue;
      while (codeMap[next] !== undefined && next < 0xf8ff) next += 1;
      if (next >= 0xf8ff) break;
      codeMap[next] = glyph;
      stand.set(code, String.fromCharCode(next));
      standFor.set(next, code);
      next += 1;
    }
    if (stand.size > 0) {
      this.stand[name] = stand;
      this.standFor[name] = standFor;
    }
    return cmap;
  }

  private libraryFont(name: PdfFontName, style: FontStyle): LibraryFont {
    return (this.doc.internal as unknown as LibraryInternals).getFont(FONT_NAMES[name], style);
  }

  /** Text as the PDF library takes it in a font: characters beyond U+FFFF as their stand-ins. */
  private encoded(run: TextRun): string {
    const stand = this.stand[run.font];
    if (!stand) return run.text;
    let out = '';
    for (const char of run.text) out += stand.get(char.codePointAt(0)!) ?? char;
    return out;
  }

  private styleOf(font: PdfFontName, style: FontStyle): FontStyle {
    return font === 'main' ? style : 'normal';
  }

  /** Whether a text needs a font other than the report's own: drawn here run by run, not by the table library. */
  needsRuns(text: string): boolean {
    return needsFallback(text, this.cmaps.main!);
  }

  /** The runs of a line as drawn: left to right, Arabic letters joined. */
  runs(text: string): TextRun[] {
    return textRuns(hasRtl(text) ? visualOrder(shapeArabic(text)) : text, this.cmaps);
  }

  /** The width of a text in points. */
  width(text: string, style: FontStyle, fontSize: number): number {
    let width = 0;
    for (const run of this.runs(text)) {
      const font = this.libraryFont(run.font, this.styleOf(run.font, style));
      width += this.doc.getStringUnitWidth(this.encoded(run), { font, fontSize } as never) * fontSize;
    }
    return width;
  }

  /** Lines of a text no wider than `width` points. */
  wrap(text: string, width: number, style: FontStyle, fontSize: number): string[] {
    return wrapText(text, width, (line) => this.width(line, style, fontSize));
  }

  /** Draws one line of text with its baseline at `y`, starting at `x` (or ending there, aligned right). */
  draw(text: string, x: number, y: number, style: FontStyle, fontSize: number, align: 'left' | 'center' | 'right' = 'left') {
    let at = align === 'left' ? x : x - this.width(text, style, fontSize) * (align === 'center' ? 0.5 : 1);
    this.doc.setFontSize(fontSize);
    for (const run of this.runs(text)) {
      const runStyle = this.styleOf(run.font, style);
      this.doc.setFont(FONT_NAMES[run.font], runStyle);
      const encoded = this.encoded(run);
      this.doc.text(encoded, at, y);
      at += this.doc.getStringUnitWidth(encoded) * fontSize;
    }
    this.doc.setFont(FONT_NAMES.main, style);
  }

  /** The font name to give the table library for the report's own font. */
  get mainFont(): string {
    return FONT_NAMES.main;
  }

  /**
   * Done drawing: the fonts are written into the file here, as subsets named as their fonts are, with
   * a text map that gives back characters beyond U+FFFF too. Called once, just before the output.
   */
  finish() {
    const fonts = (['main', ...FALLBACK_FONTS] as const).flatMap((name) =>
      (name === 'main' ? (['normal', 'bold'] as const) : (['normal'] as const)).filter(() => this.cmaps[name]).map((style) => ({ name, font: this.libraryFont(name, style) })),
    );
    const standFor = new Map<LibraryFont, Map<number, number>>();
    fonts.forEach(({ name, font }, index) => {
      standFor.set(font, this.standFor[name] ?? new Map());
      const postScript = postScriptName(font.fontName, font.fontStyle);
      // A subset's name starts with six capitals of its own (ISO 32000, 9.6.4).
      font.fontName = `EVTRY${String.fromCharCode(65 + index)}+${postScript}`;
      font.encoding = WRITTEN_HERE;
    });
    const internal = this.doc.internal as unknown as LibraryInternals;
    const convert = (jsPDF.API as unknown as { PDFObject: { convert(value: unknown): string } }).PDFObject.convert;
    internal.events.subscribe('putFont', ({ font, out, newObject, putStream }: PutFontArgs) => {
      if (font.encoding !== WRITTEN_HERE) return;
      writeFont(font, standFor.get(font) ?? new Map(), { out, newObject, putStream, convert });
    });
  }
}

/** A font as the PDF library writes an Identity-H font, with a text map that knows characters beyond U+FFFF. */
function writeFont(
  font: LibraryFont,
  standFor: Map<number, number>,
  { out, newObject, putStream, convert }: Omit<PutFontArgs, 'font'> & { convert: (value: unknown) => string },
) {
  const meta = font.metadata;
  const data = meta.subset.encode(meta.glyIdsUsed, 1);
  let binary = '';
  for (let at = 0; at < data.length; at += 0x8000) binary += String.fromCharCode(...Array.from(data as ArrayLike<number>).slice(at, at + 0x8000));
  const file = newObject();
  putStream({ data: binary, addLength1: true, objectId: file });
  out('endobj');

  const entries = Object.keys(meta.toUnicode)
    .map(Number)
    .filter((glyph) => glyph !== 0)
    .sort((a, b) => a - b)
    .map((glyph) => {
      const code = meta.toUnicode[glyph]!;
      return `<${glyph.toString(16).padStart(4, '0')}><${utf16Hex(standFor.get(code) ?? code)}>`;
    });
  let cmap =
    '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo <<\n  /Registry (Adobe)\n  /Ordering (UCS)\n  /Supplement 0\n>> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000><ffff>\nendcodespacerange';
  for (let at = 0; at < entries.length; at += 100) {
    const block = entries.slice(at, at + 100);
    cmap += `\n${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`;
  }
  cmap += '\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend';
  const toUnicode = newObject();
  putStream({ data: cmap, addLength1: true, objectId: toUnicode });
  out('endobj');

  const descriptor = newObject();
  out('<<');
  out('/Type /FontDescriptor');
  out(`/FontName /${font.fontName}`);
  out(`/FontFile2 ${file} 0 R`);
  out(`/FontBBox ${convert(meta.bbox)}`);
  out(`/Flags ${meta.flags}`);
  out(`/StemV ${meta.stemV}`);
  out(`/ItalicAngle ${meta.italicAngle}`);
  out(`/Ascent ${meta.ascender}`);
  out(`/Descent ${meta.decender}`);
  out(`/CapHeight ${meta.capHeight}`);
  out('>>');
  out('endobj');
  const descendant = newObject();
  out('<<');
  out('/Type /Font');
  out(`/BaseFont /${font.fontName}`);
  out(`/FontDescriptor ${descriptor} 0 R`);
  out(`/W ${convert(meta.Unicode.widths)}`);
  out('/CIDToGIDMap /Identity');
  out('/DW 1000');
  out('/Subtype /CIDFontType2');
  out('/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>');
  out('>>');
  out('endobj');
  font.objectNumber = newObject();
  out('<<');
  out('/Type /Font');
  out('/Subtype /Type0');
  out(`/ToUnicode ${toUnicode} 0 R`);
  out(`/BaseFont /${font.fontName}`);
  out('/Encoding /Identity-H');
  out(`/DescendantFonts [${descendant} 0 R]`);
  out('>>');
  out('endobj');
  font.isAlreadyPutted = true;
}
