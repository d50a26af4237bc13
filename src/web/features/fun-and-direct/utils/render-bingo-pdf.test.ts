import { describe, expect, it } from 'vitest';
import { DEFAULT_BINGO_WORDS } from '../../../../domain/bingo-words.ts';
import { generateCards } from '../../../../domain/bingo.ts';
import { bingoFilename, renderBingoPdf } from './render-bingo-pdf.ts';

describe('the bingo PDF', () => {
  it('has one A4 page per card, each with the title and its card number', async () => {
    let state = 1;
    const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
    const result = generateCards({ words: DEFAULT_BINGO_WORDS, size: 5, freeCentre: true, count: 7 }, random);
    if (!result.ok) throw new Error(result.message);
    const { blob, pages } = renderBingoPdf(result.cards, 'Summer party');
    expect(pages).toBe(7);
    const text = await blob.text();
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(7);
    // A4 in points.
    expect(text).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    for (let number = 1; number <= 7; number++) expect(text).toContain(`(Card ${number} of 7)`);
    expect(text.match(/\(Summer party\)/g)?.length).toBeGreaterThanOrEqual(7);
  });

  it('is named after the title', () => {
    expect(bingoFilename('Summer party — Café crew!')).toBe('summer-party-cafe-crew-bingo-cards.pdf');
    expect(bingoFilename('Event bingo')).toBe('bingo-cards.pdf');
    expect(bingoFilename('🎉')).toBe('bingo-cards.pdf');
  });
});
