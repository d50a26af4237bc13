import { describe, expect, it } from 'vitest';
import { DEFAULT_BINGO_WORDS } from './bingo-words.ts';
import {
  MAX_WORD_LENGTH,
  cleanTitle,
  combinations,
  completedLines,
  generateCards,
  nextCard,
  parseSavedGame,
  parseWordList,
  type BingoCard,
  type BingoSize,
} from './bingo.ts';

/** A fixed pseudo-random sequence (mulberry32), so every run draws the same cards. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `Word ${i + 1}`);
const setOf = (card: BingoCard) =>
  card.cells
    .filter((cell) => cell !== null)
    .sort()
    .join('|');

describe('the word list', () => {
  it('takes one word a line, trimmed, without blanks or repeats in any case, each cut to the longest a square holds', () => {
    const long = 'x'.repeat(MAX_WORD_LENGTH + 10);
    expect(parseWordList('  Coffee  \n\n Keynote\r\ncoffee\n   \nKEYNOTE\nGroup   photo\n' + long)).toEqual([
      'Coffee',
      'Keynote',
      'Group photo',
      'x'.repeat(MAX_WORD_LENGTH),
    ]);
  });

  it('ships with more than 60 different event words', () => {
    expect(parseWordList(DEFAULT_BINGO_WORDS.join('\n')).length).toBe(DEFAULT_BINGO_WORDS.length);
    expect(DEFAULT_BINGO_WORDS.length).toBeGreaterThanOrEqual(60);
    expect(DEFAULT_BINGO_WORDS.every((word) => word.length <= MAX_WORD_LENGTH)).toBe(true);
  });

  it('gives a blank title the default one and limits its length', () => {
    expect(cleanTitle('   ')).toBe('Event bingo');
    expect(cleanTitle('  Summer   party ')).toBe('Summer party');
    expect(cleanTitle('a'.repeat(100))).toHaveLength(60);
  });
});

describe('bingo cards', () => {
  it.each([
    { size: 3, freeCentre: false, wordCount: 9 },
    { size: 3, freeCentre: true, wordCount: 8 },
    { size: 4, freeCentre: false, wordCount: 16 },
    { size: 4, freeCentre: true, wordCount: 16 },
    { size: 5, freeCentre: false, wordCount: 25 },
    { size: 5, freeCentre: true, wordCount: 24 },
  ] as { size: BingoSize; freeCentre: boolean; wordCount: number }[])('a $size-square card (free centre asked: $freeCentre) holds $wordCount different words', ({ size, freeCentre, wordCount }) => {
    const result = generateCards({ words: DEFAULT_BINGO_WORDS, size, freeCentre, count: 30 }, seeded(size));
    if (!result.ok) throw new Error(result.message);
    expect(result.cards).toHaveLength(30);
    for (const card of result.cards) {
      expect(card.size).toBe(size);
      expect(card.cells).toHaveLength(size * size);
      const cardWords = card.cells.filter((cell) => cell !== null);
      expect(new Set(cardWords).size).toBe(wordCount);
      // The free square is the middle one, and only on odd sizes.
      const free = card.cells.flatMap((cell, index) => (cell === null ? [index] : []));
      expect(free).toEqual(freeCentre && size !== 4 ? [(size * size - 1) / 2] : []);
    }
  });

  it('makes every card of a print run different, even 100 of them', () => {
    const result = generateCards({ words: DEFAULT_BINGO_WORDS, size: 5, freeCentre: true, count: 100 }, seeded(7));
    if (!result.ok) throw new Error(result.message);
    expect(new Set(result.cards.map(setOf)).size).toBe(100);
  });

  it('makes different cards even from a source that keeps giving the same number', () => {
    const result = generateCards({ words: DEFAULT_BINGO_WORDS, size: 3, freeCentre: false, count: 5 }, () => 0.5);
    if (!result.ok) throw new Error(result.message);
    expect(new Set(result.cards.map(setOf)).size).toBe(5);
  });

  it('uses every possible card when the list allows exactly as many as asked', () => {
    // 10 words, 9 a card: 10 different cards, each leaving one word out.
    const result = generateCards({ words: words(10), size: 3, freeCentre: false, count: 10 }, seeded(3));
    if (!result.ok) throw new Error(result.message);
    expect(new Set(result.cards.map(setOf)).size).toBe(10);
  });

  it('refuses, saying how many words are needed, when the list is too short for one card', () => {
    const result = generateCards({ words: [...words(22), 'Word 1', ' '], size: 5, freeCentre: true, count: 1 }, seeded(1));
    expect(result).toEqual({
      ok: false,
      message: 'A 5×5 card with a free centre needs at least 24 different words; the list has 22 words. Add 2 more, or choose a smaller card.',
    });
  });

  it('refuses when the list is too short for the number of different cards asked', () => {
    expect(generateCards({ words: words(10), size: 3, freeCentre: false, count: 11 }, seeded(1))).toEqual({
      ok: false,
      message: '10 words make only 10 different 3×3 cards, and 11 were asked for. Add more words, or print fewer cards.',
    });
    // 9 words, 8 a card with the free centre: 9 cards.
    expect(generateCards({ words: words(9), size: 3, freeCentre: true, count: 9 }, seeded(1)).ok).toBe(true);
    expect(generateCards({ words: words(9), size: 3, freeCentre: true, count: 10 }, seeded(1)).ok).toBe(false);
  });

  it('refuses a number of cards outside 1 to 100', () => {
    for (const count of [0, 101, 2.5]) {
      expect(generateCards({ words: DEFAULT_BINGO_WORDS, size: 3, freeCentre: false, count }, seeded(1))).toEqual({
        ok: false,
        message: 'Choose a number of cards from 1 to 100.',
      });
    }
  });

  it('counts possible cards exactly', () => {
    expect(combinations(10, 9)).toBe(10);
    expect(combinations(26, 24)).toBe(325);
    expect(combinations(60, 24, 5000)).toBe(5000);
  });

  it('deals a new card with other words than the one in play', () => {
    const random = seeded(11);
    const first = nextCard({ words: words(10), size: 3, freeCentre: false }, null, random);
    if (!first.ok) throw new Error(first.message);
    for (let i = 0; i < 20; i++) {
      const next = nextCard({ words: words(10), size: 3, freeCentre: false }, first.cards[0]!, random);
      if (!next.ok) throw new Error(next.message);
      expect(setOf(next.cards[0]!)).not.toBe(setOf(first.cards[0]!));
    }
  });
});

describe('lines', () => {
  const card: BingoCard = { size: 3, cells: ['a', 'b', 'c', 'd', null, 'f', 'g', 'h', 'i'] };

  it('completes a row, a column and a diagonal, with the free centre counted as marked', () => {
    expect(completedLines(card, new Set([0, 1]))).toEqual([]);
    expect(completedLines(card, new Set([0, 1, 2])).map((line) => [line.kind, line.number])).toEqual([['row', 1]]);
    expect(completedLines(card, new Set([1, 7])).map((line) => [line.kind, line.number])).toEqual([['column', 2]]);
    expect(completedLines(card, new Set([2, 6])).map((line) => [line.kind, line.number])).toEqual([['diagonal', 2]]);
  });

  it('needs every square of a 4x4 line, which has no free centre', () => {
    const four: BingoCard = { size: 4, cells: words(16) };
    expect(completedLines(four, new Set([0, 5, 10]))).toEqual([]);
    expect(completedLines(four, new Set([0, 5, 10, 15])).map((line) => line.kind)).toEqual(['diagonal']);
  });
});

describe('a saved game', () => {
  it('comes back as it was', () => {
    const saved = { card: { size: 3, cells: ['a', 'b', 'c', 'd', null, 'f', 'g', 'h', 'i'] }, marked: [0, 2] };
    expect(parseSavedGame(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('is dropped when malformed, and loses marks that are not squares', () => {
    expect(parseSavedGame({ card: { size: 6, cells: words(36) }, marked: [] })).toBeNull();
    expect(parseSavedGame({ card: { size: 3, cells: words(8) }, marked: [] })).toBeNull();
    expect(parseSavedGame({ card: { size: 3, cells: [null, ...words(8)] }, marked: [] })).toBeNull();
    expect(parseSavedGame('nonsense')).toBeNull();
    expect(parseSavedGame({ card: { size: 3, cells: ['a', 'b', 'c', 'd', null, 'f', 'g', 'h', 'i'] }, marked: [4, 9, -1, 'x', 1, 1] })).toEqual({
      card: { size: 3, cells: ['a', 'b', 'c', 'd', null, 'f', 'g', 'h', 'i'] },
      marked: [1],
    });
  });
});
