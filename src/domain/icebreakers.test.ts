import { describe, expect, it } from 'vitest';
import { ICEBREAKER_CATEGORIES } from './icebreaker-questions.ts';
import { parseIcebreakerSession, pickQuestion, questionsOf, remainingQuestions, type IcebreakerChoice } from './icebreakers.ts';

/** A fixed pseudo-random sequence (mulberry32). */
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

/** Picks until the choice is used up, as a session does; returns the questions in order and the last answer. */
function playOut(choice: IcebreakerChoice, asked: Set<string>, random: () => number) {
  const texts: string[] = [];
  // More picks than there are questions would mean one came up twice.
  while (texts.length <= questionsOf('any').length) {
    const result = pickQuestion(choice, asked, random);
    if (!result.ok) return { texts, message: result.message };
    asked.add(result.question.id);
    texts.push(result.question.text);
  }
  return { texts, message: 'never used up' };
}

describe('icebreaker questions', () => {
  it('come in 3 to 5 categories of at least 15 different questions', () => {
    expect(ICEBREAKER_CATEGORIES.length).toBeGreaterThanOrEqual(3);
    expect(ICEBREAKER_CATEGORIES.length).toBeLessThanOrEqual(5);
    for (const category of ICEBREAKER_CATEGORIES) {
      expect(category.questions.length).toBeGreaterThanOrEqual(15);
      expect(new Set(category.questions).size).toBe(category.questions.length);
    }
  });
});

describe('the icebreaker picker', () => {
  it('asks every question of a category once, never twice, then says the category is used up', () => {
    const asked = new Set<string>();
    const { texts, message } = playOut('warm-up', asked, seeded(1));
    const warmUp = ICEBREAKER_CATEGORIES.find((category) => category.id === 'warm-up')!;
    expect(texts).toHaveLength(warmUp.questions.length);
    expect(new Set(texts)).toEqual(new Set(warmUp.questions));
    expect(message).toBe(
      `You have had all ${warmUp.questions.length} Warm-up questions in this session. Choose another category, or “Start over” to hear them again.`,
    );
  });

  it('with "Any", skips what the categories already asked and ends when every question is asked', () => {
    const asked = new Set<string>();
    const fromWork = playOut('work', asked, seeded(2)).texts;
    const { texts, message } = playOut('any', asked, seeded(3));
    const total = questionsOf('any').length;
    expect(fromWork.length + texts.length).toBe(total);
    expect(new Set([...fromWork, ...texts]).size).toBe(total);
    expect(texts.some((text) => fromWork.includes(text))).toBe(false);
    expect(message).toBe('That was every question. Choose “Start over” to hear them again.');
  });

  it('draws with the random source it is given', () => {
    const first = questionsOf('would-you-rather')[0]!;
    const last = questionsOf('would-you-rather').at(-1)!;
    expect(pickQuestion('would-you-rather', new Set(), () => 0)).toEqual({ ok: true, question: first });
    expect(pickQuestion('would-you-rather', new Set(), () => 0.999999)).toEqual({ ok: true, question: last });
    expect(remainingQuestions('would-you-rather', new Set([first.id]))).not.toContainEqual(first);
  });

  it('restores a session from storage, dropping what it does not know', () => {
    expect(parseIcebreakerSession({ choice: 'work', asked: ['work:1', 'work:1', 'nope:3', 7], current: 'work:1' })).toEqual({
      choice: 'work',
      asked: ['work:1'],
      current: 'work:1',
    });
    expect(parseIcebreakerSession({ choice: 'dance', asked: 'x', current: 'work:2' })).toEqual({ choice: 'any', asked: [], current: null });
    expect(parseIcebreakerSession(null)).toEqual({ choice: 'any', asked: [], current: null });
  });
});
