import type { Column } from '../ui';

/** A column of a console table (the design system's), its heading read only by screen readers when `hidden`. */
export type SupportColumn<Row> = Column<Row> & { readonly hidden?: boolean };

/**
 * A table of the support console. It scrolls sideways within its own box, a named region the keyboard reaches, so the
 * console's page never does on a narrow screen.
 */
export function SupportTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly SupportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <div className="support-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="support-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.heading}>
                {c.hidden ? <span className="visually-hidden">{c.heading}</span> : c.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.heading}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
