import { renderToStaticMarkup } from "react-dom/server";
import { type DataColumn, DataList, listButtonClass } from "./data-list";

type Order = { number: string; customer: string; total: string; note: string };

const ORDERS: Order[] = [
  { number: "ORD-1001", customer: "Thandi Farms", total: "R 450.00", note: "gate code 12" },
  { number: "ORD-1002", customer: "Piet Boer", total: "R 99.95", note: "call first" },
];

const COLUMNS: DataColumn<Order>[] = [
  { header: "Order", card: "title", cell: (order) => order.number },
  { header: "Customer", cell: (order) => order.customer },
  { header: "Total", numeric: true, cell: (order) => order.total },
  { header: "Note", card: "table", cell: (order) => order.note },
  {
    header: "Actions",
    card: "actions",
    hiddenHeader: true,
    cell: (order) => (
      <a href={`/admin/orders/${order.number}`} className={listButtonClass}>
        Open {order.number}
      </a>
    ),
  },
];

function render(rows: Order[]) {
  return renderToStaticMarkup(
    <DataList label="Orders" rows={rows} rowKey={(order) => order.number} columns={COLUMNS} empty="No orders found." />,
  );
}

/** The body's rows, each as its cells: the tag, the classes and the text without tags. */
function bodyRows(html: string) {
  const body = html.slice(html.indexOf("<tbody"));
  return [...body.matchAll(/<tr role="row"[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<(td|th) role="(cell|rowheader)"[^>]*class="([^"]*)"[^>]*>(.*?)<\/\1>/g)].map(
      ([, , role, classes = "", inner = ""]) => ({
        role,
        classes: classes.split(/\s+/),
        inner,
        text: inner.replace(/<[^>]+>/g, ""),
      }),
    ),
  );
}

/** Shown below the lg breakpoint (the card) unless the cell is display:none there. */
const onCard = (classes: string[]) => !classes.includes("hidden");
/** Shown at lg and above (the table) as a table cell. */
const inTable = (classes: string[]) => classes.includes("lg:table-cell");

describe("DataList", () => {
  it("draws one named table whose headings are shown from lg up and read (not shown) on a phone", () => {
    const html = render(ORDERS);
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html).toContain('<section class="lg:overflow-x-auto" aria-label="Orders" tabindex="0">');
    expect(html).toMatch(/<table role="table" aria-label="Orders" class="[^"]*\bblock\b[^"]*\blg:table\b/);
    expect(html).toMatch(/<thead role="rowgroup" class="sr-only [^"]*lg:not-sr-only/);
    const headings = [...html.matchAll(/<th role="columnheader" scope="col"[^>]*>(.*?)<\/th>/g)].map(
      (match) => match[1],
    );
    expect(headings).toEqual(["Order", "Customer", "Total", "Note", '<span class="sr-only">Actions</span>']);
  });

  it("carries every row's key fields and actions in both the table and the card", () => {
    const rows = bodyRows(render(ORDERS));
    expect(rows).toHaveLength(ORDERS.length);
    rows.forEach((cells, index) => {
      const order = ORDERS[index] as Order;
      const [title, customer, total, note, actions] = cells;
      // The title heads its row in the table and comes first on the card, without a label.
      expect(title?.role).toBe("rowheader");
      expect(title?.text).toBe(order.number);
      expect(title?.classes).toContain("order-first");
      // Fields: the value in both; on the card after its heading, hidden from screen readers
      // (the column heading names the cell) and from the table.
      expect(customer?.text).toBe(`Customer: ${order.customer}`);
      expect(customer?.inner).toContain('<span aria-hidden="true" class="text-stone-600 lg:hidden">Customer: </span>');
      expect(total?.text).toBe(`Total: ${order.total}`);
      expect(total?.classes).toContain("lg:text-right");
      // The actions: last on the card, reachable in both.
      expect(actions?.inner).toContain(`href="/admin/orders/${order.number}"`);
      expect(actions?.text).toBe(`Open ${order.number}`);
      expect(actions?.classes).toContain("order-last");
      for (const cell of [title, customer, total, actions]) {
        expect(onCard(cell?.classes ?? [])).toBe(true);
        expect(inTable(cell?.classes ?? [])).toBe(true);
      }
      // A table-only detail: in the table, not on the card.
      expect(note?.text).toBe(order.note);
      expect(onCard(note?.classes ?? [])).toBe(false);
      expect(inTable(note?.classes ?? [])).toBe(true);
    });
  });

  it("makes each row a card below lg and a table row from lg up", () => {
    const html = render(ORDERS);
    const rowClasses = [...html.matchAll(/<tr role="row" class="([^"]*)"/g)].map((match) => match[1]);
    expect(rowClasses).toHaveLength(2);
    for (const classes of rowClasses) {
      expect(classes).toMatch(/^flex flex-wrap /);
      expect(classes).toContain("rounded-md border");
      expect(classes).toContain("lg:table-row");
    }
  });

  it("gives row actions a target of at least 24 px", () => {
    expect(listButtonClass).toMatch(/\bmin-h-8\b/);
    expect(listButtonClass).toMatch(/\bmin-w-6\b/);
  });

  it("shows the empty message and no table when there are no rows", () => {
    const html = render([]);
    expect(html).toBe('<p class="text-stone-700">No orders found.</p>');
  });
});
