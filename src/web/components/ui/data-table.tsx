import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
  headerClassName?: string;
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  caption: string;
  footer?: ReactNode;
  empty?: ReactNode;
  className?: string;
}

/** A table that scrolls sideways on narrow screens; the caption names it for screen readers. */
export function DataTable<Row>({ columns, rows, rowKey, caption, footer, empty, className }: DataTableProps<Row>) {
  return (
    <div className={cn('overflow-hidden rounded-xl border border-line bg-surface shadow-sm', className)}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cn('px-4 py-3 whitespace-nowrap', column.headerClassName)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-surface-muted/60">
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-4 py-3', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && empty}
      {footer && <div className="border-t border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted">{footer}</div>}
    </div>
  );
}
