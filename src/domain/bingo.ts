/**
 * Event bingo: the word list an organiser types, the cards drawn from it, and when a line is complete.
 * Randomness comes in as a function, so every rule here can be tested with a fixed sequence.
 */

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

export const BINGO_SIZES = [3, 4, 5] as const;
export type BingoSize = (typeof BINGO_SIZES)[number];

export const MAX_WORD_LENGTH = 30;
export const MAX_WORDS = 500;
export const MAX_TITLE_LENGTH = 60;
export const MIN_CARDS = 1;
export const MAX_CARDS = 100;
export const DEFAULT_BINGO_TITLE = 'Event bingo';

/** A card's squares row by row; the free centre is null. */
export interface BingoCard {
  size: BingoSize;
  cells: (string | null)[];
}

export interface CardRequest {
  words: readonly string[];
  size: BingoSize;
  /** A free square in the middle; only odd sizes have a middle. */
  freeCentre: boolean;
  count: number;
}

export type CardsResult = { ok: true; cards: BingoCard[] } | { ok: false; message: string };

export function isBingoSize(value: unknown): value is BingoSize {
  return BINGO_SIZES.includes(value as BingoSize);
}

export function hasCentre(size: BingoSize): boolean {
  return size % 2 === 1;
}

export function centreIndex(size: BingoSize): number {
  return (size * size - 1) / 2;
}

/** How many words one card holds. */
export function wordsPerCard(size: BingoSize, freeCentre: boolean): number {
  return size * size - (freeCentre && hasCentre(size) ? 1 : 0);
}

/** Spaces collapsed, trimmed, cut to the longest a square can hold. */
export function cleanWord(raw: string): string {
  return Array.from(raw.replace(/\s+/g, ' ').trim()).slice(0, MAX_WORD_LENGTH).join('').trim();
}

/**
 * The words of a textarea, one a line: each trimmed and limited in length; blank lines and repeats
 * (in any letter case) left out; the first spelling kept.
 */
export function parseWordList(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const word = cleanWord(line);
    const key = word.toLocaleLowerCase('en');
    if (!word || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length === MAX_WORDS) break;
  }
  return words;
}

export function cleanTitle(raw: string): string {
  const title = Array.from(raw.replace(/\s+/g, ' ').trim()).slice(0, MAX_TITLE_LENGTH).join('').trim();
  return title || DEFAULT_BINGO_TITLE;
}

/** n choose k, or `cap` when it is larger (the numbers grow past what is exact very quickly). */
export function combinations(n: number, k: number, cap = Number.MAX_SAFE_INTEGER): number {
  if (k < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= r; i++) {
    result = (result * (n - r + i)) / i;
    if (result >= cap) return cap;
  }
  return Math.round(result);
}

/** Two cards are different when they do not hold the same words: a shuffled copy is the same card. */
function cardKey(words: readonly string[]): string {
  return words
    .map((word) => word.toLocaleLowerCase('en'))
    .sort()
    .join('\n');
}

/** A random integer in [0, below). */
function randomIndex(random: RandomSource, below: number): number {
  const index = Math.floor(random() * below);
  return Math.min(Math.max(index, 0), below - 1);
}

function shuffle<T>(items: T[], random: RandomSource): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** `k` different words of `words` in random order. */
function pickWords(words: readonly string[], k: number, random: RandomSource): string[] {
  const pool = [...words];
  for (let i = 0; i < k; i++) {
    const j = i + randomIndex(random, pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}

/** Every k-word choice of `words`, in order; only called when there are few. */
function allChoices(words: readonly string[], k: number): string[][] {
  const result: string[][] = [];
  const chosen: string[] = [];
  const walk = (start: number) => {
    if (chosen.length === k) {
      result.push([...chosen]);
      return;
    }
    for (let i = start; i <= words.length - (k - chosen.length); i++) {
      chosen.push(words[i]!);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return result;
}

/** A plain pseudo-random sequence (mulberry32) for when the given source keeps drawing the same cards. */
function fallbackRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Below this many possible cards, they are all listed and drawn from, rather than drawn at random and retried. */
const ENUMERATE_BELOW = 5000;

function layOut(words: string[], size: BingoSize, freeCentre: boolean): BingoCard {
  const cells: (string | null)[] = [...words];
  if (freeCentre && hasCentre(size)) cells.splice(centreIndex(size), 0, null);
  return { size, cells };
}

export function tooFewWordsMessage(size: BingoSize, freeCentre: boolean, wordCount: number): string {
  const needed = wordsPerCard(size, freeCentre);
  const have = wordCount === 1 ? '1 word' : `${wordCount} words`;
  return `A ${size}×${size} card${freeCentre && hasCentre(size) ? ' with a free centre' : ''} needs at least ${needed} different words; the list has ${have}. Add ${needed - wordCount} more, or choose a smaller card.`;
}

/**
 * `count` cards of `size`, each with a different set of words, or why they cannot be made: too few
 * words for one card, or for that many different cards.
 */
export function generateCards(request: CardRequest, random: RandomSource): CardsResult {
  const { words, size, freeCentre } = request;
  if (!isBingoSize(size)) return { ok: false, message: 'Choose a card size of 3×3, 4×4 or 5×5.' };
  if (!Number.isInteger(request.count) || request.count < MIN_CARDS || request.count > MAX_CARDS) {
    return { ok: false, message: `Choose a number of cards from ${MIN_CARDS} to ${MAX_CARDS}.` };
  }
  const unique = parseWordList(words.join('\n'));
  const k = wordsPerCard(size, freeCentre);
  if (unique.length < k) return { ok: false, message: tooFewWordsMessage(size, freeCentre, unique.length) };

  const possible = combinations(unique.length, k, ENUMERATE_BELOW);
  if (request.count > possible) {
    return {
      ok: false,
      message:
        `${unique.length} words make only ${possible} different ${size}×${size} card${possible === 1 ? '' : 's'}, and ${request.count} were asked for. ` +
        'Add more words, or print fewer cards.',
    };
  }

  const cards: BingoCard[] = [];
  if (possible < ENUMERATE_BELOW) {
    const choices = shuffle(allChoices(unique, k), random).slice(0, request.count);
    for (const choice of choices) cards.push(layOut(shuffle(choice, random), size, freeCentre));
    return { ok: true, cards };
  }
  // Thousands of possible cards or more: a random draw is almost always new; a repeat is drawn again.
  // A source that keeps repeating itself (a broken or constant one) is replaced, so this always ends.
  const seen = new Set<string>();
  let source = random;
  let repeats = 0;
  while (cards.length < request.count) {
    const choice = pickWords(unique, k, source);
    const key = cardKey(choice);
    if (seen.has(key)) {
      repeats += 1;
      if (repeats === 1000) source = fallbackRandom(seen.size);
      continue;
    }
    seen.add(key);
    cards.push(layOut(choice, size, freeCentre));
  }
  return { ok: true, cards };
}

/** A card for play, different from `current` when the words allow it. */
export function nextCard(request: Omit<CardRequest, 'count'>, current: BingoCard | null, random: RandomSource): CardsResult {
  // Two different cards, so one of them differs from the card in play; with one possible card, that one.
  const result = generateCards({ ...request, count: 2 }, random);
  if (!result.ok) return generateCards({ ...request, count: 1 }, random);
  const currentKey = current ? cardKey(current.cells.filter((cell): cell is string => cell !== null)) : null;
  const fresh = result.cards.find((card) => cardKey(card.cells.filter((cell): cell is string => cell !== null)) !== currentKey) ?? result.cards[0]!;
  return { ok: true, cards: [fresh] };
}

export function isFreeCell(card: BingoCard, index: number): boolean {
  return card.cells[index] === null;
}

export interface BingoLine {
  kind: 'row' | 'column' | 'diagonal';
  /** 1-based row or column; for diagonals, 1 from the top left and 2 from the top right. */
  number: number;
  cells: number[];
}

export function bingoLines(size: BingoSize): BingoLine[] {
  const lines: BingoLine[] = [];
  const range = Array.from({ length: size }, (_, i) => i);
  for (const r of range) lines.push({ kind: 'row', number: r + 1, cells: range.map((c) => r * size + c) });
  for (const c of range) lines.push({ kind: 'column', number: c + 1, cells: range.map((r) => r * size + c) });
  lines.push({ kind: 'diagonal', number: 1, cells: range.map((i) => i * size + i) });
  lines.push({ kind: 'diagonal', number: 2, cells: range.map((i) => i * size + (size - 1 - i)) });
  return lines;
}

/** The lines whose every square is marked; the free centre counts as marked. */
export function completedLines(card: BingoCard, marked: ReadonlySet<number>): BingoLine[] {
  return bingoLines(card.size).filter((line) => line.cells.every((index) => marked.has(index) || isFreeCell(card, index)));
}

export function describeLine(line: BingoLine): string {
  if (line.kind === 'diagonal') return line.number === 1 ? 'the diagonal from the top left' : 'the diagonal from the top right';
  return `${line.kind} ${line.number}`;
}

/** A card kept between reloads, checked before it is used again: anything malformed is dropped. */
export interface SavedGame {
  card: BingoCard;
  marked: number[];
}

export function parseSavedGame(value: unknown): SavedGame | null {
  if (typeof value !== 'object' || value === null) return null;
  const { card, marked } = value as { card?: unknown; marked?: unknown };
  if (typeof card !== 'object' || card === null) return null;
  const { size, cells } = card as { size?: unknown; cells?: unknown };
  if (!isBingoSize(size) || !Array.isArray(cells) || cells.length !== size * size) return null;
  const cleanCells: (string | null)[] = [];
  for (const [index, cell] of cells.entries()) {
    if (cell === null && hasCentre(size) && index === centreIndex(size)) cleanCells.push(null);
    else if (typeof cell === 'string' && cleanWord(cell)) cleanCells.push(cleanWord(cell));
    else return null;
  }
  const marks = Array.isArray(marked) ? marked.filter((index): index is number => Number.isInteger(index) && index >= 0 && index < cells.length) : [];
  return { card: { size, cells: cleanCells }, marked: [...new Set(marks)].filter((index) => cleanCells[index] !== null) };
}
