import { MAX_CONTENT_MATCHES, searchContent } from "./content-search";

const headings = [
  { id: "orders", title: "Orders", level: 2 },
  { id: "payments", title: "Payments", level: 2 },
];

describe("the content search", () => {
  it("finds the lines containing the term in any case, each with its line and section", () => {
    const markdown = "Intro about EFT.\n\n## Orders\nNo eft here\nnothing\n## Payments\nPay by EFT.";
    const result = searchContent(markdown, "eft", headings);
    expect(result.total).toBe(3);
    expect(result.matches).toEqual([
      { line: 1, text: "Intro about EFT.", sectionId: null, sectionTitle: null },
      { line: 4, text: "No eft here", sectionId: "orders", sectionTitle: "Orders" },
      { line: 7, text: "Pay by EFT.", sectionId: "payments", sectionTitle: "Payments" },
    ]);
  });

  it("shows at most 10 matching lines and counts them all", () => {
    const markdown = Array.from({ length: 25 }, (_, index) => `stock line ${index + 1}`).join("\n");
    const result = searchContent(markdown, "stock", []);
    expect(MAX_CONTENT_MATCHES).toBe(10);
    expect(result.matches).toHaveLength(10);
    expect(result.matches.at(-1)?.text).toBe("stock line 10");
    expect(result.total).toBe(25);
  });

  it("does not take a # line inside a code block for a heading", () => {
    const markdown = "## Orders\n```\n# not a heading\n```\ncode ends\n## Payments\nend";
    expect(searchContent(markdown, "code ends", headings).matches[0]?.sectionId).toBe("orders");
  });

  it("finds nothing for an empty term", () => {
    expect(searchContent("anything", "   ", [])).toEqual({ matches: [], total: 0 });
  });
});
