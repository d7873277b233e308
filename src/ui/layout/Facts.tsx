import type { ReactNode } from 'react';

/** A definition list of label/value facts. */
export function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface Column<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** The heading is read only by screen readers. */
  readonly hidden?: boolean;
}

/**
 * A table of columns: a row of column headings over one row of cells per row. When it `stacks` (into labelled rows on
 * a phone) the first column's cell heads its row and every other cell carries its column's heading as data-label.
 */
export function ColumnTable<Row>({
  className,
  caption,
  columns,
  rows,
  rowKey,
  stacks = false,
}: {
  className: string;
  caption?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  stacks?: boolean;
}) {
  return (
    <table className={className}>
      {caption === undefined ? null : <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.heading} scope="col">
              {c.hidden ? <span className="visually-hidden">{c.heading}</span> : c.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c, i) =>
              !stacks ? (
                <td key={c.heading}>{c.cell(row)}</td>
              ) : i === 0 ? (
                <th key={c.heading} scope="row">
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.heading} data-label={c.heading}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table that stacks into labelled rows on a phone. */
export function DetailTable<Row>(props: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return <ColumnTable className="detail-table" stacks {...props} />;
}
