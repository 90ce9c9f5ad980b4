import { MAX_CONTENT_MATCHES, MAX_MATCH_LENGTH, markTerm, searchContent } from "./content-search";
import { documentHeadings } from "./markdown.server";

const headings = [
  { id: "orders", title: "Orders", level: 2 },
  { id: "payments", title: "Payments", level: 2 },
];

const search = (markdown: string, term: string) => searchContent(markdown, term, documentHeadings(markdown));

describe("the content search", () => {
  it("finds the sentences containing the term in any case, each with its section", () => {
    const markdown = "Intro about EFT.\n\n## Orders\nNo eft here\n\nnothing\n## Payments\nPay by EFT.";
    const result = searchContent(markdown, "eft", headings);
    expect(result.total).toBe(3);
    expect(result.matches).toEqual([
      { text: "Intro about EFT.", sectionId: null, sectionTitle: null },
      { text: "No eft here", sectionId: "orders", sectionTitle: "Orders" },
      { text: "Pay by EFT.", sectionId: "payments", sectionTitle: "Payments" },
    ]);
  });

  it("shows the text as the reader sees it, not the Markdown source", () => {
    const markdown = [
      "## The `order` number",
      "",
      "Open **Orders** (`/admin/orders`) and find the *order* you want.",
      "",
      "- An [order](/admin/orders) ~~item~~ with `ORD-2026-000123` &amp; more",
      "",
      "| status | meaning |",
      "|---|---|",
      "| `pending` | an order awaiting payment |",
      "",
      "> A quoted **order** note.",
    ].join("\n");
    const texts = search(markdown, "order").matches.map((match) => match.text);
    expect(texts).toEqual([
      "The order number",
      "Open Orders (/admin/orders) and find the order you want.",
      "An order item with ORD-2026-000123 & more",
      "pending · an order awaiting payment",
      "A quoted order note.",
    ]);
    for (const text of texts) expect(text).not.toMatch(/[`*#|~]|\]\(/);
  });

  it("finds a term across the source's line breaks and shows the whole sentence, not the source line", () => {
    const markdown = [
      "## Cancelling",
      "",
      "An order can be cancelled until it is handed over. The stock goes back",
      "automatically when the order is cancelled. A dispatched order cannot be changed.",
    ].join("\n");
    expect(search(markdown, "goes back automatically").matches).toEqual([
      {
        text: "The stock goes back automatically when the order is cancelled.",
        sectionId: "cancelling",
        sectionTitle: "Cancelling",
      },
    ]);
    // Each sentence is its own match: three contain "order" here, though the source has two lines.
    expect(search(markdown, "order").total).toBe(3);
  });

  it("cuts a very long sentence around the term", () => {
    const long = `${"lucerne ".repeat(40)}teff bales ${"lucerne ".repeat(40)}`.trim();
    const [match] = search(`${long}.`, "teff").matches;
    expect(match?.text).toContain("teff bales");
    expect(match?.text.startsWith("…")).toBe(true);
    expect(match?.text.endsWith("…")).toBe(true);
    expect(match?.text.length).toBeLessThanOrEqual(MAX_MATCH_LENGTH + 2);
  });

  it("shows at most 10 matches and counts them all", () => {
    const markdown = Array.from({ length: 25 }, (_, index) => `- stock item ${index + 1}`).join("\n");
    const result = search(markdown, "stock");
    expect(MAX_CONTENT_MATCHES).toBe(10);
    expect(result.matches).toHaveLength(10);
    expect(result.matches.at(-1)?.text).toBe("stock item 10");
    expect(result.total).toBe(25);
  });

  it("searches code blocks line by line and does not take a # line inside one for a heading", () => {
    const markdown = "## Orders\n```\n# not a heading\nnpm run build\n```\ncode ends\n## Payments\nend";
    expect(searchContent(markdown, "code ends", headings).matches[0]?.sectionId).toBe("orders");
    expect(searchContent(markdown, "npm", headings).matches).toEqual([
      { text: "npm run build", sectionId: "orders", sectionTitle: "Orders" },
    ]);
  });

  it("finds nothing for an empty term", () => {
    expect(searchContent("anything", "   ", [])).toEqual({ matches: [], total: 0 });
  });

  it("marks each occurrence of the term in a match", () => {
    expect(markTerm("Order the orders", "ORDER")).toEqual([
      { text: "Order", match: true },
      { text: " the ", match: false },
      { text: "order", match: true },
      { text: "s", match: false },
    ]);
  });
});
