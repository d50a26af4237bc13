import { useEffect, useMemo, useRef, useState } from 'react';
import { Download, Eraser, RotateCcw, Shuffle } from 'lucide-react';
import {
  BINGO_SIZES,
  MAX_CARDS,
  MAX_TITLE_LENGTH,
  MAX_WORD_LENGTH,
  MIN_CARDS,
  cleanTitle,
  completedLines,
  describeLine,
  generateCards,
  hasCentre,
  nextCard,
  parseSavedGame,
  parseWordList,
  tooFewWordsMessage,
  wordsPerCard,
  type BingoLine,
  type BingoSize,
  type RandomSource,
  type SavedGame,
} from '../../../../domain/bingo.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { DEFAULT_WORDS_TEXT, parsePrintCount, parseSettings, unprintableWords, type BingoSettings } from '../utils/bingo-settings.ts';
import { BINGO_GAME_KEY, BINGO_SETTINGS_KEY, readSession, writeSession } from '../utils/session-state.ts';
import { BingoGrid } from './bingo-grid.tsx';
import { saveFile } from '../../../lib/save-file.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Bingo! Row 2 is complete." — what the status line says, and screen readers hear, as lines complete. */
function bingoMessage(lines: readonly BingoLine[]): string {
  if (lines.length === 0) return '';
  if (lines.length === 1) return `Bingo! ${capitalise(describeLine(lines[0]!))} is complete.`;
  if (lines.length === 2) return `Bingo! ${capitalise(describeLine(lines[0]!))} and ${describeLine(lines[1]!)} are complete.`;
  return `Bingo! ${lines.length} lines are complete.`;
}

function deal(settings: BingoSettings, current: SavedGame | null, random: RandomSource) {
  return nextCard({ words: parseWordList(settings.wordsText), size: settings.size, freeCentre: settings.freeCentre }, current?.card ?? null, random);
}

/** The first card of a visit: the one kept for this tab, else a new one. */
function initialGame(settings: BingoSettings, random: RandomSource): SavedGame | null {
  const saved = parseSavedGame(readSession(BINGO_GAME_KEY));
  if (saved) return saved;
  const result = deal(settings, null, random);
  return result.ok ? { card: result.cards[0]!, marked: [] } : null;
}

/**
 * Event bingo: a card to play on this device (kept for the tab, so a reload keeps the game), the
 * words and size it is dealt from, and a PDF of different cards to print, one a page.
 */
export function BingoGame({ random = Math.random }: { random?: RandomSource }) {
  const [settings, setSettings] = useState(() => parseSettings(readSession(BINGO_SETTINGS_KEY)));
  const [game, setGame] = useState(() => initialGame(settings, random));
  const [dealError, setDealError] = useState<string | null>(null);
  const [wordsEdited, setWordsEdited] = useState(false);
  const [countError, setCountError] = useState<string | null>(null);
  const [printError, setPrintError] = useState<string | null>(null);
  const [printed, setPrinted] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const countRef = useRef<HTMLInputElement>(null);

  useEffect(() => writeSession(BINGO_SETTINGS_KEY, settings), [settings]);
  useEffect(() => writeSession(BINGO_GAME_KEY, game), [game]);

  const words = useMemo(() => parseWordList(settings.wordsText), [settings.wordsText]);
  const title = cleanTitle(settings.title);
  const needed = wordsPerCard(settings.size, settings.freeCentre);
  const wordsError = words.length < needed ? tooFewWordsMessage(settings.size, settings.freeCentre, words.length) : undefined;
  const marked = useMemo(() => new Set(game?.marked ?? []), [game]);
  const lines = useMemo(() => (game ? completedLines(game.card, marked) : []), [game, marked]);
  const inLine = useMemo(() => new Set(lines.flatMap((line) => line.cells)), [lines]);
  const unprintable = useMemo(() => unprintableWords(words, title), [words, title]);

  const change = (patch: Partial<BingoSettings>) => {
    setSettings((current) => ({ ...current, ...patch }));
    setPrinted(null);
    setPrintError(null);
  };

  const newCard = (next: BingoSettings = settings) => {
    const result = deal(next, game, random);
    if (!result.ok) {
      setDealError(result.message);
      return;
    }
    setDealError(null);
    setWordsEdited(false);
    setGame({ card: result.cards[0]!, marked: [] });
  };

  /** A new size or centre deals a card of that shape at once. */
  const reshape = (patch: Pick<Partial<BingoSettings>, 'size' | 'freeCentre'>) => {
    const next = { ...settings, ...patch };
    change(patch);
    newCard(next);
  };

  const toggle = (index: number) => {
    setGame((current) => {
      if (!current) return current;
      const marks = new Set(current.marked);
      if (marks.has(index)) marks.delete(index);
      else marks.add(index);
      return { ...current, marked: [...marks].sort((a, b) => a - b) };
    });
  };

  const print = async () => {
    setPrinted(null);
    setPrintError(null);
    const count = parsePrintCount(settings.printCount);
    if (!count.ok) {
      setCountError(count.message);
      countRef.current?.focus();
      return;
    }
    setCountError(null);
    const result = generateCards({ words, size: settings.size, freeCentre: settings.freeCentre, count: count.count }, random);
    if (!result.ok) {
      setPrintError(result.message);
      return;
    }
    setPrinting(true);
    try {
      const pdf = await import('../utils/render-bingo-pdf.ts');
      const { blob, pages } = pdf.renderBingoPdf(result.cards, title);
      saveFile(blob, pdf.bingoFilename(title));
      setPrinted(`Your PDF is downloading: ${pages === 1 ? '1 card' : `${pages} different cards`}, one per A4 page.`);
    } catch {
      setPrintError('The PDF could not be made. Check your connection and try again: the printing tool loads the first time you print.');
    } finally {
      setPrinting(false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Card className="p-3 sm:p-6">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1 sm:mb-4">
          <h3 className="text-xl font-bold break-words text-ink sm:text-2xl">{title}</h3>
          {game && (
            <p className="text-sm text-ink-muted">
              {game.card.size}×{game.card.size} · tap a square when it happens
            </p>
          )}
        </div>
        {game ? (
          <div className="mx-auto max-w-xl">
            <BingoGrid card={game.card} title={title} marked={marked} inLine={inLine} onToggle={toggle} />
          </div>
        ) : (
          <p className="rounded-lg bg-surface-muted p-4 text-sm text-ink-muted">
            There is no card yet: the word list is too short. Add words under “Card settings”, then press “New card”.
          </p>
        )}
        <div
          role="status"
          className={
            lines.length > 0
              ? 'mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-center text-lg font-bold text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100'
              : 'sr-only'
          }
        >
          {bingoMessage(lines)}
        </div>
        {dealError && (
          <Notice tone="danger" className="mt-4">
            {dealError}
          </Notice>
        )}
        {wordsEdited && !dealError && (
          <Notice className="mt-4">The word list has changed. Press “New card” to play with it.</Notice>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="lg" className="flex-1 sm:flex-none" onClick={() => newCard()}>
            <Shuffle className="size-5" aria-hidden="true" />
            New card
          </Button>
          <Button size="lg" variant="secondary" className="flex-1 sm:flex-none" disabled={!game || game.marked.length === 0} onClick={() => setGame((current) => current && { ...current, marked: [] })}>
            <Eraser className="size-5" aria-hidden="true" />
            Clear marks
          </Button>
        </div>
      </Card>

      <div className="space-y-6">
        <Card className="space-y-4 p-4 sm:p-6">
          <h3 className="text-lg font-semibold text-ink">Card settings</h3>
          <Field label="Title" hint="Shown above the card and on every printed page.">
            <Input value={settings.title} maxLength={MAX_TITLE_LENGTH} onChange={(event) => change({ title: event.target.value })} />
          </Field>
          <Field label="Card size">
            <Select value={settings.size} onChange={(event) => reshape({ size: Number(event.target.value) as BingoSize })}>
              {BINGO_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} × {size}
                </option>
              ))}
            </Select>
          </Field>
          <Switch
            checked={settings.freeCentre && hasCentre(settings.size)}
            disabled={!hasCentre(settings.size)}
            onCheckedChange={(freeCentre) => reshape({ freeCentre })}
            label="Free square in the centre"
            hint={hasCentre(settings.size) ? 'Counts as marked from the start.' : 'Only 3 × 3 and 5 × 5 cards have a centre square.'}
          />
          <Field
            label="Words"
            error={wordsError}
            hint={`One word or phrase a line, up to ${MAX_WORD_LENGTH} characters; blank lines and repeats are left out. ${words.length} words; each card uses ${needed}.`}
          >
            <Textarea
              rows={10}
              value={settings.wordsText}
              onChange={(event) => {
                change({ wordsText: event.target.value });
                setWordsEdited(true);
              }}
            />
          </Field>
          <Button
            variant="secondary"
            disabled={settings.wordsText === DEFAULT_WORDS_TEXT}
            onClick={() => {
              change({ wordsText: DEFAULT_WORDS_TEXT });
              setWordsEdited(true);
            }}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Use the default words
          </Button>
        </Card>

        <Card className="space-y-4 p-4 sm:p-6">
          <div>
            <h3 className="text-lg font-semibold text-ink">Print cards</h3>
            <p className="mt-1 text-sm text-ink-muted">A PDF with one card per A4 page, each card different, with the title and a card number.</p>
          </div>
          <Field label="Number of cards" error={countError ?? undefined} hint={`From ${MIN_CARDS} to ${MAX_CARDS}.`}>
            <Input
              ref={countRef}
              type="number"
              inputMode="numeric"
              min={MIN_CARDS}
              max={MAX_CARDS}
              step={1}
              value={settings.printCount}
              onChange={(event) => {
                change({ printCount: event.target.value });
                setCountError(null);
              }}
            />
          </Field>
          {unprintable.length > 0 && (
            <Notice tone="warning">
              {`The PDF's font cannot draw some characters (such as emoji or non-Latin letters) in: ${unprintable.slice(0, 3).join(', ')}${unprintable.length > 3 ? '…' : ''}. They may print wrongly.`}
            </Notice>
          )}
          {printError && <Notice tone="danger">{printError}</Notice>}
          {printed && <Notice tone="success">{printed}</Notice>}
          <Button className="w-full" loading={printing} onClick={() => void print()}>
            {!printing && <Download className="size-4" aria-hidden="true" />}
            {printing ? 'Preparing the PDF...' : 'Download PDF'}
          </Button>
        </Card>
      </div>
    </div>
  );
}
