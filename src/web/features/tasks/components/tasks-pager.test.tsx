import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TasksPager, uncountedMatchesNotice, unreachableRowsNotice } from './tasks-pager.tsx';

const render = (page: number, total: number, shown = 50) =>
  renderToStaticMarkup(<TasksPager page={page} pageSize={50} offset={(page - 1) * 50} shown={shown} total={total} onPage={() => undefined} />);

/** The `disabled` attribute of the Next button: it is the last button. */
const nextDisabled = (html: string) => /<button[^>]*disabled=""[^>]*>Next/.test(html);

describe('TasksPager', () => {
  it('counts the rows on screen from where they start, not from the page being loaded', () => {
    const html = renderToStaticMarkup(<TasksPager page={3} pageSize={50} offset={50} shown={50} total={120} onPage={() => undefined} />);
    expect(html).toContain('Showing 51–100 of 120');
    expect(html).toContain('Page 3 of 3');
  });

  it('offers every page of a list the API can page through', () => {
    const html = render(3, 10_050);
    expect(html).toContain('Page 3 of 201');
    expect(nextDisabled(html)).toBe(false);
    expect(html).not.toContain('narrow the search');
  });

  it('stops a longer list at the last page the API can reach, and says to narrow the filters there', () => {
    const first = render(1, 250_000);
    expect(first).toContain('Page 1 of 201');
    expect(first).not.toContain('narrow the search');

    const last = render(201, 250_000);
    expect(last).toContain('Page 201 of 201');
    expect(nextDisabled(last)).toBe(true);
    expect(last).toContain('Only the first 10,050 of 250,000 tasks can be paged through: narrow the search or filters to see the rest.');
  });

  it('says nothing of the kind when every task is reachable', () => {
    expect(unreachableRowsNotice(10_050, 50)).toBeNull();
    expect(unreachableRowsNotice(12, 50)).toBeNull();
    expect(unreachableRowsNotice(10_051, 50)).toContain('Only the first 10,050 of 10,051 tasks');
  });

  it('offers 25, 50 or 100 rows a page, the current one chosen', () => {
    const html = renderToStaticMarkup(<TasksPager page={1} pageSize={50} offset={0} shown={50} total={120} onPage={() => undefined} onPageSize={() => undefined} />);
    expect(html).toContain('Rows per page');
    expect([...html.matchAll(/<option[^>]*>(\d+)<\/option>/g)].map((match) => match[1])).toEqual(['25', '50', '100']);
    expect(html).toMatch(/<option value="50" selected="">50<\/option>/);
  });

  it('writes the page count in the muted ink, which keeps 4.5:1 on the footer (the subtle one did not)', () => {
    expect(render(1, 120)).toMatch(/<span class="[^"]*text-ink-muted[^"]*">Page 1 of 3<\/span>/);
  });

  describe('under a search that stopped counting its matches', () => {
    const bounded = (page: number) =>
      renderToStaticMarkup(<TasksPager page={page} pageSize={50} offset={(page - 1) * 50} shown={50} total={1000} totalExact={false} onPage={() => undefined} />);
    const text = (html: string) => html.replace(/<[^<>]+>/g, ' ').replace(/\s+/g, ' ');

    it('says there are more than it counted, and how to count them all', () => {
      const first = text(bounded(1));
      expect(first).toContain('Showing 1–50 of 1,000+');
      expect(first).toContain('Page 1 of 20+');
      expect(first).toContain('More than 1,000 tasks match: narrow the search to count every match.');
      expect(nextDisabled(bounded(1))).toBe(false);
    });

    it('offers the pages of the counted matches and, on the last, says how to see the rest', () => {
      const last = bounded(20);
      expect(nextDisabled(last)).toBe(true);
      expect(text(last)).toContain('Showing 951–1,000 of 1,000+');
      expect(text(last)).toContain(uncountedMatchesNotice(1000, true));
      expect(uncountedMatchesNotice(1000, true)).toBe('Only the first 1,000 matches can be paged through: narrow the search to see the rest and count every match.');
    });
  });
});
