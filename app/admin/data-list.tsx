import type { ReactNode } from "react";

/**
 * The back office's one list: every admin list of rows is drawn by `DataList` (decision 0066).
 *
 * One markup, styled by breakpoint with CSS only (no script, so it is the same with JavaScript
 * off): at `lg` and above a table; below it each row is a compact card (its title first, then
 * "Heading: value" fields, as many to a line as fit, then its actions), so a phone never scrolls the page sideways. Each row
 * and form exists once, so a screen reader reads it once and every id stays unique. A table
 * drawn as blocks loses its table semantics in some browsers, so the parts carry their roles
 * explicitly; the card's heading labels are `aria-hidden` (the column headings already name the
 * cells) and `display:none` on wide screens.
 */
export type DataColumn<Row> = {
  /** The column heading; on a card, the label before the cell's value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * The cell on a card: `title` (first, bold, no label; in the table it heads its row), `field`
   * (a "Heading: value" line, the default), `actions` (last, the row's links and buttons, no
   * label) or `table` (only in the table: a detail a phone does without).
   */
  card?: "title" | "field" | "actions" | "table";
  /** Right-aligned in the table (amounts, counts). */
  numeric?: boolean;
  /** Kept on one line in the table (dates). */
  nowrap?: boolean;
  /** The heading is read by screen readers but not shown (an actions column). */
  hiddenHeader?: boolean;
};

/** A link or button inside a list's cell: at least 24 px each way (WCAG 2.2 target size). */
export const listLinkClass = "inline-flex min-h-6 min-w-6 items-center underline";
/** A small bordered button in a row's actions: 32 px tall, within a 24 px target on any screen. */
export const listButtonClass =
  "inline-flex min-h-8 min-w-6 items-center justify-center rounded-md border border-stone-300 bg-white px-3 py-1 text-sm font-semibold text-stone-800 no-underline hover:bg-stone-50 focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:opacity-50";

/**
 * Each part's role, given explicitly: a table drawn as blocks (below lg) loses its table roles in
 * some browsers. Spread, so the linter does not take them for redundant.
 */
const ROLE = {
  table: { role: "table" },
  rowgroup: { role: "rowgroup" },
  row: { role: "row" },
  columnheader: { role: "columnheader" },
  rowheader: { role: "rowheader" },
  cell: { role: "cell" },
} as const;

const CELL: Record<NonNullable<DataColumn<unknown>["card"]>, string> = {
  title: "order-first block basis-full text-base font-semibold lg:table-cell lg:text-sm",
  field: "block min-w-0 max-w-full lg:table-cell",
  actions: "order-last block basis-full pt-1 lg:table-cell",
  table: "hidden lg:table-cell",
};

export function DataList<Row>({
  label,
  rows,
  rowKey,
  columns,
  empty,
  rowProps,
  className = "",
}: {
  /** The list's accessible name (its region's and its table's). */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly DataColumn<Row>[];
  /** What shows when there are no rows. */
  empty: ReactNode;
  /** Extra attributes of a row (a test id). */
  rowProps?: (row: Row) => Record<`data-${string}`, string>;
  /** More classes for the list's region (a list that scrolls within a height). */
  className?: string;
}) {
  if (rows.length === 0) return <p className="text-stone-700">{empty}</p>;
  return (
    // On wide screens a table wider than its space scrolls within this region, which a keyboard
    // can then reach (axe's scrollable-region-focusable); named, so a screen reader says what got focus.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={`lg:overflow-x-auto ${className}`.trim()} aria-label={label} tabIndex={0}>
      <table {...ROLE.table} aria-label={label} className="block w-full text-left text-sm lg:table">
        <thead {...ROLE.rowgroup} className="sr-only border-b border-stone-300 text-stone-700 lg:not-sr-only">
          <tr {...ROLE.row}>
            {columns.map((column) => (
              <th
                key={column.header}
                {...ROLE.columnheader}
                scope="col"
                className={`py-2 pr-3 ${column.numeric ? "lg:text-right" : ""}`}
              >
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...ROLE.rowgroup} className="block space-y-2 lg:table-row-group lg:space-y-0">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              {...ROLE.row}
              className="flex flex-wrap gap-x-4 gap-y-0.5 rounded-md border border-stone-200 bg-white p-3 align-top lg:table-row lg:rounded-none lg:border-x-0 lg:border-t-0 lg:bg-transparent lg:p-0"
              {...rowProps?.(row)}
            >
              {columns.map((column) => {
                const kind = column.card ?? "field";
                const className = `${CELL[kind]} lg:py-2 lg:pr-3 lg:align-top ${column.numeric ? "lg:text-right" : ""} ${column.nowrap ? "lg:whitespace-nowrap" : ""}`;
                const content = (
                  <>
                    {kind === "field" ? (
                      <span aria-hidden="true" className="text-stone-600 lg:hidden">
                        {column.header}:{" "}
                      </span>
                    ) : null}
                    {kind === "actions" ? (
                      <div className="flex flex-wrap items-center gap-2">{column.cell(row)}</div>
                    ) : (
                      column.cell(row)
                    )}
                  </>
                );
                return kind === "title" ? (
                  <th key={column.header} {...ROLE.rowheader} scope="row" className={className}>
                    {content}
                  </th>
                ) : (
                  <td key={column.header} {...ROLE.cell} className={className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
