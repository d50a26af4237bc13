import { useId, type ReactNode } from 'react';
import { countdownDescription, countdownLabel, type EventDates } from '../../../../domain/countdown.ts';
import { AA_CONTRAST, type GenieTheme } from '../../../../domain/event-genie-rules.ts';
import { TASK_PRIORITY_LABELS } from '../../../../domain/task-rules.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatCalendarDate } from '../../../lib/calendar-date-format.ts';

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <Card className={className}>
      <section aria-labelledby={headingId} className="p-4 sm:p-5">
        <h3 id={headingId} className="mb-3 text-base font-semibold text-ink">
          {title}
        </h3>
        {children}
      </section>
    </Card>
  );
}

/** The theme as it would look: its own colours and fonts, whatever the app's light or dark theme. */
function Preview({ theme }: { theme: GenieTheme }) {
  const { colours } = theme.palette;
  return (
    <div className="overflow-hidden rounded-xl border border-line" style={{ backgroundColor: colours.background, color: colours.text }}>
      <div className="p-5 sm:p-8">
        <p className="text-2xl font-bold sm:text-3xl" style={{ fontFamily: theme.fonts.heading.stack }}>
          {theme.name}
        </p>
        <p className="mt-2 text-base sm:text-lg" style={{ fontFamily: theme.fonts.body.stack }}>
          {theme.tagline}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg p-3" style={{ backgroundColor: colours.surface, fontFamily: theme.fonts.body.stack }}>
          <span className="text-sm">{theme.decorations[0]}</span>
          <span className="rounded-md px-3 py-1.5 text-sm font-semibold" style={{ backgroundColor: colours.accent, color: colours.onAccent }}>
            Save the date
          </span>
        </div>
      </div>
    </div>
  );
}

function Palette({ theme }: { theme: GenieTheme }) {
  const { palette } = theme;
  return (
    <Section title={`Colours: ${palette.name}`}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {palette.swatches.map((swatch) => (
          <li key={swatch.role} className="flex items-center gap-2 sm:flex-col sm:items-start">
            <span className="block size-10 shrink-0 rounded-lg border border-line-strong sm:h-14 sm:w-full" style={{ backgroundColor: swatch.hex }} aria-hidden="true" />
            <span className="min-w-0 text-sm">
              <span className="block font-medium text-ink">{swatch.label}</span>
              <span className="block font-mono text-xs text-ink-muted">{swatch.hex}</span>
            </span>
          </li>
        ))}
      </ul>
      <h4 className="mt-4 mb-2 text-sm font-medium text-ink">Contrast of the text (WCAG AA needs {AA_CONTRAST.toFixed(1)}:1)</h4>
      <ul className="space-y-2">
        {palette.pairs.map((pair) => (
          <li key={pair.label} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-md border border-line px-2 py-1 font-semibold" style={{ backgroundColor: pair.background, color: pair.foreground }} aria-hidden="true">
              Aa
            </span>
            <span className="text-ink">{pair.label}</span>
            <span className="font-mono text-ink-muted">{pair.ratio.toFixed(2)}:1</span>
            <Badge tone={pair.ratio >= AA_CONTRAST ? 'success' : 'danger'}>{pair.ratio >= AA_CONTRAST ? 'Meets AA' : 'Below AA'}</Badge>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Fonts({ theme }: { theme: GenieTheme }) {
  return (
    <Section title="Fonts">
      <dl className="space-y-3">
        {(
          [
            ['Headings', theme.fonts.heading, 'text-xl font-bold'],
            ['Text', theme.fonts.body, 'text-base'],
          ] as const
        ).map(([role, font, size]) => (
          <div key={role}>
            <dt className="text-sm text-ink-muted">
              {role}: <span className="font-medium text-ink">{font.name}</span>
            </dt>
            <dd className={`mt-1 text-ink ${size}`} style={{ fontFamily: font.stack }}>
              {role === 'Headings' ? theme.name : theme.tagline}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-muted">Fonts every computer already has: nothing to install or license.</p>
    </Section>
  );
}

function Ideas({ title, items }: { title: string; items: string[] }) {
  return (
    <Section title={title}>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

function Skeleton({ theme, event }: { theme: GenieTheme; event: EventDates }) {
  return (
    <Section title="Run of day" className="lg:col-span-2">
      <p className="mb-3 text-sm text-ink-muted">
        The last week, the day and the day after, from the built-in template “{theme.templateName}”.
      </p>
      <ol className="divide-y divide-line">
        {theme.skeleton.map((task, index) => {
          const label = task.dueDate ? countdownLabel(task.dueDate, event) : null;
          return (
            <li key={`${index}-${task.title}`} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:gap-4">
              <span className="shrink-0 text-sm text-ink-muted sm:w-44">
                {task.dueDate ? formatCalendarDate(task.dueDate) : 'No date'}
                {label && (
                  <>
                    <span className="ml-2 font-mono text-xs" aria-hidden="true">
                      {label}
                    </span>
                    <span className="sr-only"> ({countdownDescription(label)})</span>
                  </>
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-ink">{task.title}</span>
                {task.description && <span className="block text-sm text-ink-muted">{task.description}</span>}
              </span>
              <span className="shrink-0 text-xs text-ink-muted">{TASK_PRIORITY_LABELS[task.priority]} priority</span>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

/** Everything a composed theme proposes, laid out to read top to bottom on a phone. */
export function ThemeView({ theme, event }: { theme: GenieTheme; event: EventDates }) {
  return (
    <div className="space-y-4">
      <Preview theme={theme} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Palette theme={theme} />
        <Fonts theme={theme} />
        <Ideas title="Decoration ideas" items={theme.decorations} />
        <Ideas title="Activity ideas" items={theme.activities} />
        <Skeleton theme={theme} event={event} />
      </div>
    </div>
  );
}
