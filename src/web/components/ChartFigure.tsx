import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export type ChartColumn<Row> = { label: string; value: (row: Row) => string | number };

type Props<Row> = {
  /** What the chart shows, as a screen reader announces it: "Revenue by day this week". */
  label: string;
  rows: readonly Row[];
  /** The first column names each row (a day, a store); the rest are its figures. */
  columns: readonly ChartColumn<Row>[];
  children: ReactNode;
};

/**
 * A chart with its text alternative (WCAG 1.1.1): the drawing is for the eye and hidden from
 * screen readers, and the same figures follow as a table under the chart's name, which a screen
 * reader reads and navigates cell by cell.
 */
export function ChartFigure<Row>({ label, rows, columns, children }: Props<Row>) {
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <div aria-hidden="true">{children}</div>
      <VisuallyHidden>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map((c, j) =>
                  j === 0 ? (
                    <th key={c.label} scope="row">
                      {c.value(row)}
                    </th>
                  ) : (
                    <td key={c.label}>{c.value(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
