import { filterToc, headingIds, tocTree } from "./toc";

const h = (level: number, title: string) => ({ id: title.toLowerCase().replace(/\s+/g, "-"), title, level });

describe("the table of contents", () => {
  it("nests each heading under the nearest shallower one before it, for levels 1 to 6", () => {
    const tree = tocTree([
      h(1, "Guide"),
      h(2, "Orders"),
      h(3, "Statuses"),
      h(4, "Final"),
      h(5, "Delivered"),
      h(6, "Reviews"),
      h(3, "Notes"),
      h(2, "Payments"),
      h(1, "Appendix"),
    ]);
    const shape = (entries: typeof tree): unknown[] =>
      entries.map((entry) => (entry.children.length ? { [entry.title]: shape(entry.children) } : entry.title));
    expect(shape(tree)).toEqual([
      { Guide: [{ Orders: [{ Statuses: [{ Final: [{ Delivered: ["Reviews"] }] }] }, "Notes"] }, "Payments"] },
      "Appendix",
    ]);
    expect(tree[0]?.children[0]?.children[0]).toMatchObject({ id: "statuses", level: 3 });
  });

  it("puts a heading that skips a level under the nearest shallower one, and one above the first at the top", () => {
    const tree = tocTree([h(3, "Intro"), h(2, "Orders"), h(4, "Deep"), h(3, "Mid")]);
    expect(tree.map((entry) => entry.title)).toEqual(["Intro", "Orders"]);
    expect(tree[1]?.children.map((entry) => entry.title)).toEqual(["Deep", "Mid"]);
  });

  it("keeps the sections whose title contains the term, with the headings above them", () => {
    const tree = tocTree([h(2, "Orders"), h(3, "Cancelling"), h(3, "Printing"), h(2, "Payments"), h(3, "Refunds")]);
    const found = filterToc(tree, "PRINT");
    expect(found.map((entry) => entry.title)).toEqual(["Orders"]);
    expect(found[0]?.children.map((entry) => entry.title)).toEqual(["Printing"]);
    expect(filterToc(tree, "nothing like it")).toEqual([]);
    expect(filterToc(tree, "  ")).toHaveLength(2);
  });

  it("gives repeated headings their own ids", () => {
    expect(headingIds(["Step", "Step", "Step 2", "Step"])).toEqual(["step", "step-2", "step-2-2", "step-3"]);
  });
});
