import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TaskStatus } from '../../../../domain/task-rules.ts';
import { StatusValues } from './status-values.tsx';

const values = (count: number): Record<string, TaskStatus | null> => Object.fromEntries(Array.from({ length: count }, (_, index) => [`Stage ${index}`, null]));
const shown = (count: number, total: number) => renderToStaticMarkup(<StatusValues values={values(count)} total={total} onChange={() => {}} />);

describe('the status values of an imported file', () => {
  it('say when the column has more values than are listed, and what becomes of the others', () => {
    const html = shown(100, 1234);
    expect(html).toContain('The column has 1,234 different values; the first 100 are listed.');
    expect(html).toContain('The others become the status their text names (such as Done or In Progress), otherwise To Do.');
  });

  it('say nothing more when every value is listed', () => {
    expect(shown(12, 12)).not.toContain('different values');
  });
});
