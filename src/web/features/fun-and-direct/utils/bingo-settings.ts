import { DEFAULT_BINGO_WORDS } from '../../../../domain/bingo-words.ts';
import { DEFAULT_BINGO_TITLE, MAX_CARDS, MAX_TITLE_LENGTH, MIN_CARDS, isBingoSize, type BingoSize } from '../../../../domain/bingo.ts';

/** The organiser's choices, kept for the tab with the card in play. */
export interface BingoSettings {
  title: string;
  size: BingoSize;
  freeCentre: boolean;
  wordsText: string;
  /** As typed: checked when the cards are printed. */
  printCount: string;
}

export const DEFAULT_WORDS_TEXT = DEFAULT_BINGO_WORDS.join('\n');

export const DEFAULT_SETTINGS: BingoSettings = {
  title: DEFAULT_BINGO_TITLE,
  size: 5,
  freeCentre: true,
  wordsText: DEFAULT_WORDS_TEXT,
  printCount: '10',
};

/** Stored settings, each field checked; what is missing or malformed takes its default. */
export function parseSettings(value: unknown): BingoSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_SETTINGS;
  const stored = value as Partial<Record<keyof BingoSettings, unknown>>;
  return {
    title: typeof stored.title === 'string' ? stored.title.slice(0, MAX_TITLE_LENGTH) : DEFAULT_SETTINGS.title,
    size: isBingoSize(stored.size) ? stored.size : DEFAULT_SETTINGS.size,
    freeCentre: typeof stored.freeCentre === 'boolean' ? stored.freeCentre : DEFAULT_SETTINGS.freeCentre,
    wordsText: typeof stored.wordsText === 'string' ? stored.wordsText.slice(0, 50_000) : DEFAULT_SETTINGS.wordsText,
    printCount: typeof stored.printCount === 'string' ? stored.printCount.slice(0, 6) : DEFAULT_SETTINGS.printCount,
  };
}

/** The number of cards to print, or what is wrong with it. */
export function parsePrintCount(text: string): { ok: true; count: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  const count = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || count < MIN_CARDS || count > MAX_CARDS) {
    return { ok: false, message: `Enter a whole number of cards from ${MIN_CARDS} to ${MAX_CARDS}.` };
  }
  return { ok: true, count };
}

/** Characters the PDF's built-in font draws (Latin-1 and common typographic marks); others would print wrongly. */
const PRINTABLE = /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]*$/;

export function unprintableWords(words: readonly string[], title: string): string[] {
  return [title, ...words].filter((text) => !PRINTABLE.test(text));
}
