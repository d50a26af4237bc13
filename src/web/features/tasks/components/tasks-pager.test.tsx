import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TasksPager, unreachableRowsNotice } from './tasks-pager.tsx';

const render = (page: number, total: number, shown = 50) =>
  renderToStaticMarkup(<TasksPager page={page} pageSize={50} shown={shown} total={total} onPage={() => undefined} />);

/** The `disabled` attribute of the Next button: it is the last button. */
const nextDisabled = (html: string) => /<button[^>]*disabled=""[^>]*>Next/.test(html);

describe('TasksPager', () => {
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
});
