import { useEffect, useMemo, useState } from 'react';
import { MessageCircleQuestion, RotateCcw, SkipForward } from 'lucide-react';
import type { RandomSource } from '../../../../domain/bingo.ts';
import {
  choiceLabel,
  findQuestion,
  icebreakerCategories,
  parseIcebreakerSession,
  pickQuestion,
  questionsOf,
  remainingQuestions,
  type IcebreakerChoice,
  type IcebreakerSession,
} from '../../../../domain/icebreakers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { cn } from '../../../lib/cn.ts';
import { ICEBREAKERS_KEY, readSession, writeSession } from '../utils/session-state.ts';

const CHOICES: IcebreakerChoice[] = ['any', ...icebreakerCategories().map((category) => category.id)];

/**
 * The icebreaker picker: a category (or any), a random question on "Next question", never one already
 * asked in this tab's session, a clear word when a category is used up, and "Start over".
 */
export function IcebreakerPicker({ random = Math.random }: { random?: RandomSource }) {
  const [session, setSession] = useState<IcebreakerSession>(() => parseIcebreakerSession(readSession(ICEBREAKERS_KEY)));
  const [message, setMessage] = useState<{ tone: 'warning' | 'info'; text: string } | null>(null);

  useEffect(() => writeSession(ICEBREAKERS_KEY, session), [session]);

  const asked = useMemo(() => new Set(session.asked), [session.asked]);
  const current = session.current ? findQuestion(session.current) : null;
  const left = remainingQuestions(session.choice, asked).length;
  const total = questionsOf(session.choice).length;

  const next = () => {
    const result = pickQuestion(session.choice, asked, random);
    if (!result.ok) {
      setMessage({ tone: 'warning', text: result.message });
      return;
    }
    setMessage(null);
    setSession((state) => ({ ...state, asked: [...state.asked, result.question.id], current: result.question.id }));
  };

  const startOver = () => {
    setSession((state) => ({ ...state, asked: [], current: null }));
    setMessage({ tone: 'info', text: 'Started over: every question can come up again.' });
  };

  const choose = (choice: IcebreakerChoice) => {
    setSession((state) => ({ ...state, choice }));
    setMessage(null);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
      <Card className="p-4 sm:p-6">
        <fieldset>
          <legend className="text-lg font-semibold text-ink">Category</legend>
          <div className="mt-3 grid gap-2">
            {CHOICES.map((choice) => {
              const remaining = remainingQuestions(choice, asked).length;
              const selected = session.choice === choice;
              return (
                <label
                  key={choice}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus)]',
                    selected ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/40' : 'border-line-strong bg-surface hover:bg-surface-muted',
                  )}
                >
                  <input
                    type="radio"
                    name="icebreaker-category"
                    value={choice}
                    checked={selected}
                    onChange={() => choose(choice)}
                    className="size-4 accent-brand-600 focus-visible:outline-none"
                  />
                  <span className="flex-1 font-medium text-ink">{choiceLabel(choice)}</span>
                  <span className="text-ink-muted">{remaining === 0 ? 'all asked' : `${remaining} left`}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </Card>

      <Card className="flex flex-col p-4 sm:p-8">
        <div aria-live="polite" className="flex min-h-48 flex-col justify-center gap-3 rounded-xl bg-surface-muted p-5 sm:min-h-56 sm:p-8">
          {current ? (
            <>
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{choiceLabel(current.category)}</p>
              <p className="text-2xl leading-snug font-semibold text-ink sm:text-3xl">
                {current.text}
              </p>
            </>
          ) : (
            <p className="flex items-center gap-3 text-lg text-ink-muted">
              <MessageCircleQuestion className="size-6 shrink-0" aria-hidden="true" />
              Press “Next question” for a question to start the conversation.
            </p>
          )}
        </div>
        <p className="mt-3 text-sm text-ink-muted">
          {left === 0
            ? `All ${total} ${session.choice === 'any' ? '' : `${choiceLabel(session.choice)} `}questions asked in this session.`
            : `${left} of ${total} ${session.choice === 'any' ? '' : `${choiceLabel(session.choice)} `}questions left in this session.`}
        </p>
        {message && (
          <Notice tone={message.tone} className="mt-4">
            {message.text}
          </Notice>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="lg" className="flex-1 sm:flex-none" onClick={next}>
            <SkipForward className="size-5" aria-hidden="true" />
            Next question
          </Button>
          <Button size="lg" variant="secondary" className="flex-1 sm:flex-none" disabled={session.asked.length === 0} onClick={startOver}>
            <RotateCcw className="size-5" aria-hidden="true" />
            Start over
          </Button>
        </div>
      </Card>
    </div>
  );
}
