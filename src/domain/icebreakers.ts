/**
 * The icebreaker picker: a random question from a category or from all of them, never one already asked
 * in the session, and a clear word when there is none left. Randomness comes in as a function.
 */
import type { RandomSource } from './bingo.ts';
import { ICEBREAKER_CATEGORIES } from './icebreaker-questions.ts';

export type IcebreakerCategoryId = (typeof ICEBREAKER_CATEGORIES)[number]['id'];
/** A category, or every category at once. */
export type IcebreakerChoice = IcebreakerCategoryId | 'any';

export interface IcebreakerCategory {
  id: IcebreakerCategoryId;
  label: string;
  questions: readonly string[];
}

export interface Icebreaker {
  /** `category:index`, what a session remembers as asked. */
  id: string;
  category: IcebreakerCategoryId;
  text: string;
}

export type PickResult = { ok: true; question: Icebreaker } | { ok: false; message: string };

export const ANY_CATEGORY_LABEL = 'Any';

export function icebreakerCategories(source: readonly IcebreakerCategory[] = ICEBREAKER_CATEGORIES): readonly IcebreakerCategory[] {
  return source;
}

export function isIcebreakerChoice(value: unknown, categories: readonly IcebreakerCategory[] = ICEBREAKER_CATEGORIES): value is IcebreakerChoice {
  return value === 'any' || categories.some((category) => category.id === value);
}

export function choiceLabel(choice: IcebreakerChoice, categories: readonly IcebreakerCategory[] = ICEBREAKER_CATEGORIES): string {
  return choice === 'any' ? ANY_CATEGORY_LABEL : (categories.find((category) => category.id === choice)?.label ?? choice);
}

/** Every question of the choice, asked or not. */
export function questionsOf(choice: IcebreakerChoice, categories: readonly IcebreakerCategory[] = ICEBREAKER_CATEGORIES): Icebreaker[] {
  return categories
    .filter((category) => choice === 'any' || category.id === choice)
    .flatMap((category) => category.questions.map((text, index) => ({ id: `${category.id}:${index}`, category: category.id, text })));
}

export function findQuestion(id: string, categories: readonly IcebreakerCategory[] = ICEBREAKER_CATEGORIES): Icebreaker | null {
  return questionsOf('any', categories).find((question) => question.id === id) ?? null;
}

export function remainingQuestions(
  choice: IcebreakerChoice,
  asked: ReadonlySet<string>,
  categories: readonly IcebreakerCategory[] = ICEBREAKER_CATEGORIES,
): Icebreaker[] {
  return questionsOf(choice, categories).filter((question) => !asked.has(question.id));
}

export function usedUpMessage(choice: IcebreakerChoice, categories: readonly IcebreakerCategory[] = ICEBREAKER_CATEGORIES): string {
  if (choice === 'any') return 'That was every question. Choose “Start over” to hear them again.';
  const total = questionsOf(choice, categories).length;
  return `You have had all ${total} ${choiceLabel(choice, categories)} questions in this session. Choose another category, or “Start over” to hear them again.`;
}

/** A question of the choice not yet asked in the session, at random; or why there is none. */
export function pickQuestion(
  choice: IcebreakerChoice,
  asked: ReadonlySet<string>,
  random: RandomSource,
  categories: readonly IcebreakerCategory[] = ICEBREAKER_CATEGORIES,
): PickResult {
  const left = remainingQuestions(choice, asked, categories);
  if (left.length === 0) return { ok: false, message: usedUpMessage(choice, categories) };
  const index = Math.min(Math.max(Math.floor(random() * left.length), 0), left.length - 1);
  return { ok: true, question: left[index]! };
}

/** A session kept between reloads, checked before use: unknown question ids are dropped. */
export interface IcebreakerSession {
  choice: IcebreakerChoice;
  asked: string[];
  current: string | null;
}

export function parseIcebreakerSession(value: unknown, categories: readonly IcebreakerCategory[] = ICEBREAKER_CATEGORIES): IcebreakerSession {
  const empty: IcebreakerSession = { choice: 'any', asked: [], current: null };
  if (typeof value !== 'object' || value === null) return empty;
  const { choice, asked, current } = value as Partial<Record<keyof IcebreakerSession, unknown>>;
  const known = new Set(questionsOf('any', categories).map((question) => question.id));
  const askedIds = Array.isArray(asked) ? [...new Set(asked.filter((id): id is string => typeof id === 'string' && known.has(id)))] : [];
  return {
    choice: isIcebreakerChoice(choice, categories) ? choice : 'any',
    asked: askedIds,
    current: typeof current === 'string' && askedIds.includes(current) ? current : null,
  };
}
