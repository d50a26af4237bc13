import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Shuffle, Sparkles, Wand2 } from 'lucide-react';
import type { AppliedTheme, ComposedTheme } from '../../../domain/event-genie.ts';
import {
  GENIE_EVENT_TYPE_LABELS,
  GENIE_MOOD_LABELS,
  newGenieSeed,
  type GenieEventType,
  type GenieMood,
} from '../../../domain/event-genie-rules.ts';
import type { EventOption } from '../../../domain/events.ts';
import { BUILT_IN_TEMPLATE_KEYS } from '../../../domain/template-rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/input.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EventPicker } from '../../entities/events/components/event-picker.tsx';
import { userMessage } from '../../lib/api.ts';
import { useCanEdit } from '../../lib/workspaces.ts';
import { useComposeTheme } from './api/compose-theme.ts';
import { ApplyThemeDialog } from './components/apply-theme-dialog.tsx';
import { MoodPicker } from './components/mood-picker.tsx';
import { ThemeView } from './components/theme-view.tsx';
import { appliedSummary } from './utils/applied-summary.ts';

const CURATED_NOTE = 'Composed from Eventry’s curated theme sets';

function sourceNote(composed: ComposedTheme): string {
  return composed.source === 'model' && composed.model ? `Wording by the configured language model (${composed.model})` : CURATED_NOTE;
}

/**
 * EventGenie: pick an event and a mood, compose a theme (name and tagline, colours that meet WCAG AA,
 * fonts, ideas and a run of day), reshuffle it, and apply its tagline and tasks to the event.
 */
export function EventGeniePage() {
  const canEdit = useCanEdit();
  const [event, setEvent] = useState<EventOption | null>(null);
  const [mood, setMood] = useState<GenieMood | null>(null);
  const [eventType, setEventType] = useState<GenieEventType | 'auto'>('auto');
  const [problem, setProblem] = useState<string | null>(null);
  const [composed, setComposed] = useState<ComposedTheme | null>(null);
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState<AppliedTheme | null>(null);
  const compose = useComposeTheme();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // A new theme is announced by moving to its heading, once it is on the page.
  useEffect(() => {
    if (composed) resultHeading.current?.focus();
  }, [composed]);

  const run = (seed: number) => {
    if (!event) return setProblem('Please select an event.');
    if (!mood) return setProblem('Please choose a mood.');
    setProblem(null);
    setApplied(null);
    compose.mutate(
      { eventId: event.id, mood, seed, eventType: eventType === 'auto' ? undefined : eventType },
      {
        onSuccess: (answer) => setComposed(answer),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="EventGenie"
        subtitle="A theme for your event: a name and tagline, colours, fonts, decoration and activity ideas, and a run-of-day plan."
      />

      <Card className="mb-6 p-4 sm:p-5">
        <form
          noValidate
          onSubmit={(submit) => {
            submit.preventDefault();
            run(newGenieSeed());
          }}
          className="space-y-4"
        >
          <div className="grid gap-4 md:grid-cols-2">
            <Field label="Event" required>
              <EventPicker
                value={event}
                onChange={(chosen) => {
                  setEvent(chosen);
                  setProblem(null);
                }}
              />
            </Field>
            <Field label="Type of event" hint="Picks the built-in template the run of day comes from.">
              <Select value={eventType} onChange={(change) => setEventType(change.target.value as GenieEventType | 'auto')}>
                <option value="auto">Work it out from the event’s name</option>
                {BUILT_IN_TEMPLATE_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {GENIE_EVENT_TYPE_LABELS[key]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <MoodPicker
            value={mood}
            onChange={(chosen) => {
              setMood(chosen);
              setProblem(null);
            }}
          />
          {problem && <Notice tone="danger">{problem}</Notice>}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={compose.isPending}>
              {!compose.isPending && <Wand2 className="size-4" aria-hidden="true" />}
              {compose.isPending ? 'Composing…' : 'Compose a theme'}
            </Button>
            <p className="text-sm text-ink-muted">
              <Sparkles className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
              EventGenie composes from Eventry’s curated sets of names, palettes, fonts and ideas.
            </p>
          </div>
        </form>
      </Card>

      {compose.isError && (
        <Notice tone="danger" className="mb-6" title="The theme could not be composed">
          {userMessage(compose.error)}
        </Notice>
      )}

      {composed && (
        <section aria-labelledby="genie-theme-heading" aria-busy={compose.isPending || undefined}>
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h2 id="genie-theme-heading" ref={resultHeading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
                {composed.theme.name}
              </h2>
              <p className="mt-1 text-ink">{composed.theme.tagline}</p>
              <p className="mt-1 text-sm text-ink-muted">
                {GENIE_MOOD_LABELS[composed.theme.mood]} theme for {composed.event.name} ({GENIE_EVENT_TYPE_LABELS[composed.theme.eventType]}).{' '}
                <span data-testid="genie-source">{sourceNote(composed)}.</span>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => run(newGenieSeed())} loading={compose.isPending}>
                {!compose.isPending && <Shuffle className="size-4" aria-hidden="true" />}
                Another idea
              </Button>
              {canEdit && (
                <Button onClick={() => setApplying(true)} disabled={compose.isPending}>
                  Apply to event…
                </Button>
              )}
            </div>
          </div>

          {!canEdit && (
            <Notice className="mb-4">You can view themes in this workspace; an owner or editor can apply one to the event.</Notice>
          )}
          {applied && (
            <Notice
              tone="success"
              className="mb-4"
              title={`Applied to ${composed.event.name}`}
              action={
                applied.batchId !== null ? (
                  <Link to={`/app/tasks?event=${applied.eventId}&batch=${applied.batchId}`} className="font-medium underline underline-offset-2">
                    See the new tasks
                  </Link>
                ) : (
                  <Link to={`/app/tasks?event=${applied.eventId}`} className="font-medium underline underline-offset-2">
                    See the event’s tasks
                  </Link>
                )
              }
            >
              {appliedSummary(applied)}
            </Notice>
          )}

          <ThemeView theme={composed.theme} event={composed.event} />

          {canEdit && (
            <ApplyThemeDialog
              key={`${composed.theme.seed}-${composed.event.id}`}
              composed={composed}
              open={applying}
              onOpenChange={setApplying}
              onApplied={setApplied}
            />
          )}
        </section>
      )}
    </>
  );
}
