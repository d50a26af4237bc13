import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis, type YAxisTickContentProps } from 'recharts';
import { COMPARISON_SIZE, type AnalyticsResponse } from '../../../../domain/analytics.ts';
import { memberDisplayName } from '../../../../domain/team.ts';
import { countLabel } from '../../../../domain/english-format.ts';
import { WEEKDAY_NAMES, formatPercent, periodLabel, weeklySummary } from '../utils/analytics-display.ts';
import { NoMembers } from './no-members.tsx';
import { SectionCard } from './section-card.tsx';

/**
 * The charts take their colours from CSS variables set here, so they follow the light or dark theme.
 * They are hidden from assistive technology, which reads the table beside each instead.
 */
const CHART_THEME =
  '[--chart-due:var(--color-brand-500)] [--chart-done:var(--color-emerald-500)] ' +
  'dark:[--chart-due:var(--color-brand-400)] dark:[--chart-done:var(--color-emerald-400)]';

const axisTick = { fill: 'var(--ink-muted)', fontSize: 12 };
const tooltipStyle = {
  contentStyle: {
    background: 'var(--surface)',
    border: '1px solid var(--line-strong)',
    borderRadius: 8,
    color: 'var(--ink)',
    fontSize: 13,
    boxShadow: '0 4px 12px rgb(0 0 0 / 0.12)',
  },
  labelStyle: { color: 'var(--ink)', fontWeight: 600 },
  itemStyle: { color: 'var(--ink)' },
  cursor: { fill: 'var(--surface-muted)' },
} as const;

function LegendSwatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="size-3 rounded-sm" style={{ background: colour }} aria-hidden="true" />
      {label}
    </span>
  );
}

function WeeklyChart({ data }: { data: AnalyticsResponse }) {
  const days = data.productivityData;
  return (
    <SectionCard
      title="Weekly Productivity"
      description={`Tasks due and tasks completed on each weekday, ${periodLabel(data.period).toLowerCase()}.`}
      aside={
        <span className={`flex gap-4 text-xs ${CHART_THEME}`}>
          <LegendSwatch colour="var(--chart-due)" label="Tasks due" />
          <LegendSwatch colour="var(--chart-done)" label="Completed" />
        </span>
      }
    >
      <figure className={CHART_THEME}>
        <div aria-hidden="true" className="h-72 w-full">
          <BarChart
            data={days}
            responsive
            style={{ width: '100%', height: '100%' }}
            margin={{ top: 20, right: 4, bottom: 0, left: -16 }}
            barGap={3}
            barCategoryGap="22%"
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="var(--line)" />
            <XAxis dataKey="day" tick={axisTick} tickLine={false} axisLine={{ stroke: 'var(--line-strong)' }} />
            <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={44} />
            <Tooltip {...tooltipStyle} />
            <Bar dataKey="tasks" name="Tasks due" fill="var(--chart-due)" radius={[4, 4, 0, 0]} maxBarSize={36}>
              <LabelList dataKey="tasks" position="top" fill="var(--ink-muted)" fontSize={11} />
            </Bar>
            <Bar dataKey="completed" name="Completed" fill="var(--chart-done)" radius={[4, 4, 0, 0]} maxBarSize={36}>
              <LabelList dataKey="completed" position="top" fill="var(--ink-muted)" fontSize={11} />
            </Bar>
          </BarChart>
        </div>
        <figcaption className="mt-3 text-sm text-ink-muted">{weeklySummary(days)}</figcaption>
        {/* The table is hidden inside a box: a table itself cannot be narrowed to 1 px, and would widen the page on a phone. */}
        <div className="sr-only">
          <table>
            <caption>{`Tasks due and completed per weekday, ${periodLabel(data.period)}`}</caption>
            <thead>
              <tr>
                <th scope="col">Weekday</th>
                <th scope="col">Tasks due</th>
                <th scope="col">Completed</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{WEEKDAY_NAMES[day.day]}</th>
                  <td>{day.tasks}</td>
                  <td>{day.completed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </SectionCard>
  );
}

const NAME_ON_AXIS = 14;

function ComparisonChart({ data }: { data: AnalyticsResponse }) {
  const top = data.members.slice(0, COMPARISON_SIZE);
  const rows = top.map((member) => ({
    id: member.id,
    name: member.name,
    shortName: memberDisplayName(member.name),
    completionRate: member.completionRate,
    tasksCompleted: member.tasksCompleted,
    tasksTotal: member.tasksTotal,
  }));
  const axisName = (name: string) => (name.length > NAME_ON_AXIS ? `${name.slice(0, NAME_ON_AXIS - 1)}…` : name);

  return (
    <SectionCard
      title="Completion Comparison"
      description={`The share of their tasks completed by the top ${COMPARISON_SIZE} members by points.`}
    >
      {rows.length === 0 ? (
        <NoMembers eventName={data.selectedEventName} />
      ) : (
        <figure className={CHART_THEME}>
          <div aria-hidden="true" className="w-full" style={{ height: rows.length * 52 + 36 }}>
            <BarChart
              data={rows}
              layout="vertical"
              responsive
              style={{ width: '100%', height: '100%' }}
              margin={{ top: 0, right: 48, bottom: 0, left: 0 }}
              barCategoryGap="28%"
              accessibilityLayer={false}
            >
              <CartesianGrid horizontal={false} stroke="var(--line)" />
              <XAxis
                type="number"
                domain={[0, 100]}
                ticks={[0, 25, 50, 75, 100]}
                tickFormatter={(value: number) => `${value}%`}
                tick={axisTick}
                tickLine={false}
                axisLine={{ stroke: 'var(--line-strong)' }}
              />
              <YAxis
                type="category"
                dataKey="shortName"
                tick={({ x, y, payload }: YAxisTickContentProps) => (
                  <text x={x} y={y} dy={4} textAnchor="end" fill="var(--ink)" fontSize={12}>
                    {axisName(String(payload.value))}
                  </text>
                )}
                tickLine={false}
                axisLine={false}
                width={112}
              />
              <Tooltip
                {...tooltipStyle}
                formatter={(value) => [`${value}%`, 'Completed']}
              />
              <Bar dataKey="completionRate" name="Completed" fill="var(--chart-done)" radius={[0, 4, 4, 0]} maxBarSize={28} background={{ fill: 'var(--surface-muted)' }}>
                <LabelList dataKey="completionRate" position="right" fill="var(--ink)" fontSize={12} formatter={(value) => `${String(value)}%`} />
              </Bar>
            </BarChart>
          </div>
          <figcaption className="sr-only">{`Completion of the top ${countLabel(rows.length, 'member')} by points`}</figcaption>
          <ol className="mt-4 grid gap-x-6 gap-y-1 text-xs text-ink-muted sm:grid-cols-2">
            {rows.map((row, index) => (
              <li key={row.id} className="flex min-w-0 justify-between gap-3">
                <span className="truncate" title={row.name}>{`${index + 1}. ${row.shortName}`}</span>
                <span className="shrink-0 tabular-nums">
                  {`${formatPercent(row.completionRate)} · ${row.tasksCompleted} of ${countLabel(row.tasksTotal, 'task')}`}
                </span>
              </li>
            ))}
          </ol>
        </figure>
      )}
    </SectionCard>
  );
}

export function TrendsView({ data }: { data: AnalyticsResponse }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <WeeklyChart data={data} />
      <ComparisonChart data={data} />
    </div>
  );
}
