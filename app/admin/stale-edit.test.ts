import {
  fingerprint,
  isStale,
  mergeStaleEdit,
  openedSnapshot,
  readOpenedSnapshot,
  staleEditMessage,
  staleEditReply,
  staleNotes,
} from "./stale-edit";

describe("stale edits", () => {
  it("is stale when the row changed after the form was opened, or the form carries no version", () => {
    expect(isStale("2026-11-20T08:00:00.000Z", "2026-11-20T08:00:00.000Z")).toBe(false);
    expect(isStale("2026-11-20T08:00:00.000Z", "2026-11-20T08:05:00.000Z")).toBe(true);
    expect(isStale("", "2026-11-20T08:05:00.000Z")).toBe(true);
    expect(isStale(undefined, "2026-11-20T08:05:00.000Z")).toBe(true);
  });

  it("says who changed it and when, and that nothing was saved", () => {
    const message = staleEditMessage({ by: "thandi@example.com", at: "2026-11-20T08:05:00.000Z" });
    expect(message).toContain("changed by thandi@example.com at 20 November 2026, 10:05 after");
    expect(message).toContain("Nothing was saved");
    expect(staleEditMessage({ by: null, at: "2026-11-20T08:05:00.000Z" })).toContain("changed by someone else");
  });
});

describe("a refused stale save, merged field by field", () => {
  const opened = { name: "Layer Mash", price: "100.00", notes: "line one\nline two", active: "on", tags: ["a", "b"] };
  const snapshot = readOpenedSnapshot(openedSnapshot(opened));

  it("takes their saved value where you changed nothing, keeps yours where you did", () => {
    const typed = {
      name: "Layer Mash (yours)",
      price: "100.00",
      notes: "line one\r\nline two",
      active: "on",
      tags: ["b", "a"],
    };
    const current = { name: "Layer Mash", price: "120.00", notes: "their notes", active: undefined, tags: ["a"] };
    const merge = mergeStaleEdit(snapshot, typed, current);
    expect(merge.values).toEqual({
      name: "Layer Mash (yours)",
      price: "120.00",
      notes: "their notes",
      active: undefined,
      tags: ["a"],
    });
    expect(merge.taken).toEqual(["price", "notes", "active", "tags"]);
    expect(merge.conflicts).toEqual([]);
  });

  it("keeps yours where you both changed a field, with theirs to show beside it; the same change is no conflict", () => {
    const typed = { name: "Yours", price: "130.00", notes: "line one\nline two", active: undefined, tags: ["a", "b"] };
    const current = { name: "Theirs", price: "130", notes: "line one\nline two", active: undefined, tags: ["a", "b"] };
    const merge = mergeStaleEdit(snapshot, typed, current);
    expect(merge.values).toMatchObject({ name: "Yours", price: "130.00", active: undefined });
    expect(merge.conflicts).toEqual([
      { field: "name", theirs: "Theirs", yours: "Yours" },
      { field: "price", theirs: "130", yours: "130.00" },
    ]);
    expect(merge.taken).toEqual([]);
  });

  it("counts every field as yours when the form carried no snapshot (or one that cannot be read)", () => {
    expect(readOpenedSnapshot("not json")).toBeNull();
    expect(readOpenedSnapshot(JSON.stringify({ name: 42 }))).toBeNull();
    const merge = mergeStaleEdit(null, { name: "Yours", price: "100.00" }, { name: "Theirs", price: "100.00" });
    expect(merge.values).toEqual({ name: "Yours", price: "100.00" });
    expect(merge.conflicts).toEqual([{ field: "name", theirs: "Theirs", yours: "Yours" }]);
  });

  it("fingerprints texts whatever their size into a few characters, the same for the same text", () => {
    const long = "x".repeat(20_000);
    expect(fingerprint(long)).toBe(fingerprint(`${long}\n`));
    expect(fingerprint(long)).not.toBe(fingerprint(`${long}y`));
    expect(fingerprint(long).length).toBeLessThan(30);
    expect(fingerprint(undefined)).toBe(fingerprint(""));
  });

  it("words the notes with the form's labels: ticked boxes, chosen names, long texts cut", () => {
    const merge = {
      values: {},
      taken: ["price"],
      conflicts: [
        { field: "active", theirs: undefined, yours: "on" },
        { field: "category", theirs: "c2", yours: "c1" },
        { field: "notes", theirs: "y".repeat(400), yours: "" },
      ],
    };
    const notes = staleNotes(merge, {
      price: "Price",
      active: { label: "Active", checkbox: true },
      category: { label: "Category", choices: { c1: "Feed", c2: "Hardware" } },
    });
    expect(notes.taken).toEqual(["Price"]);
    expect(notes.conflicts).toEqual([
      { label: "Active", theirs: "not ticked", yours: "ticked" },
      { label: "Category", theirs: "Hardware", yours: "Feed" },
      { label: "notes", theirs: `${"y".repeat(300)}…`, yours: "(empty)" },
    ]);
  });

  it("replies with the merged values, the new version and a new snapshot", () => {
    const typed = {
      name: "Layer Mash (yours)",
      price: "100.00",
      updatedAt: "v1",
      opened: openedSnapshot(opened),
      returnTo: "/x",
    };
    const current = {
      name: "Layer Mash",
      price: "120.00",
      notes: "line one\nline two",
      active: "on",
      tags: ["a", "b"],
    };
    const { result, stale } = staleEditReply({ status: "error", initialValue: typed }, typed, {
      current,
      version: { field: "updatedAt", value: "v2" },
      labels: { name: "Product name", price: "Price" },
    });
    expect(result.initialValue).toMatchObject({
      name: "Layer Mash (yours)",
      price: "120.00",
      updatedAt: "v2",
      returnTo: "/x",
    });
    expect(result.initialValue?.opened).toBe(openedSnapshot(current));
    expect(stale).toMatchObject({ taken: ["Price"], conflicts: [], opened: openedSnapshot(current) });
  });
});
