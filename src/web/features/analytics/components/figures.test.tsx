import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChangeLabel } from './change-label.tsx';
import { WorkloadFigure } from './leaderboard-view.tsx';

const text = (html: string) => html.replace(/<[^<>]+>/g, '');

describe('WorkloadFigure', () => {
  it('says high or very high in words, not by colour alone', () => {
    expect(text(renderToStaticMarkup(<WorkloadFigure value={25} />))).toBe('25%');
    expect(text(renderToStaticMarkup(<WorkloadFigure value={28.5} />))).toBe('28.5% High');
    expect(text(renderToStaticMarkup(<WorkloadFigure value={40} />))).toBe('40% High');
    expect(text(renderToStaticMarkup(<WorkloadFigure value={40.1} />))).toBe('40.1% Very high');
  });

  it('colours high yellow and very high red', () => {
    expect(renderToStaticMarkup(<WorkloadFigure value={20} />)).not.toMatch(/amber|red-/);
    expect(renderToStaticMarkup(<WorkloadFigure value={30} />)).toContain('text-amber-700');
    expect(renderToStaticMarkup(<WorkloadFigure value={45} />)).toContain('text-red-700');
  });
});

describe('ChangeLabel', () => {
  it('shows the label with what it is compared with', () => {
    expect(text(renderToStaticMarkup(<ChangeLabel label="+12%" comparedWith="vs previous 7 days" />))).toBe('+12%vs previous 7 days');
  });

  it('shows a completion rate’s change in points, pointing the way it went', () => {
    const up = renderToStaticMarkup(<ChangeLabel label="+5 pts" comparedWith="vs previous 7 days" />);
    expect(text(up)).toBe('+5 ptsvs previous 7 days');
    expect(up).toContain('text-emerald-700');
    expect(renderToStaticMarkup(<ChangeLabel label="-1 pt" comparedWith="vs previous 7 days" />)).toContain('text-red-700');
    expect(renderToStaticMarkup(<ChangeLabel label="0 pts" comparedWith="vs previous 7 days" />)).not.toMatch(/emerald|red-/);
  });

  it('reads out that there is nothing to compare instead of a bare dash', () => {
    const html = renderToStaticMarkup(<ChangeLabel label="—" comparedWith="vs previous 7 days" />);
    expect(html).toContain('<span aria-hidden="true">—</span>');
    expect(text(html)).toContain('No change to show');
  });
});
