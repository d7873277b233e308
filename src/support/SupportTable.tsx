import { ColumnTable, type Column } from '../ui';

/**
 * A table of the support console (the design system's table of columns, a heading read only by screen readers when
 * its column is `hidden`). It scrolls sideways within its own box, a named region the keyboard reaches, so the
 * console's page never does on a narrow screen.
 */
export function SupportTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <div className="support-scroll" role="region" aria-label={label} tabIndex={0}>
      <ColumnTable className="support-table" columns={columns} rows={rows} rowKey={rowKey} />
    </div>
  );
}
