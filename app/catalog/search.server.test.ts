import { keepWholeWordMatches } from "./search.server";

const row = (product_name: string, long_description: string | null = null) => ({
  product_name,
  short_description: null,
  long_description,
  ws_code: "WS000001",
  stock_code: "STOCK-1",
});

describe("keepWholeWordMatches", () => {
  it("keeps rows where every term is a whole word of some searched column, in order", () => {
    const rows = [row("Crème Conditioner"), row("Brush", "For a zebra-striped coat"), row("Horseshoe nails")];
    expect(keepWholeWordMatches(rows, ["creme"])).toEqual([rows[0]]);
    expect(keepWholeWordMatches(rows, ["zebra", "brush"])).toEqual([rows[1]]);
    expect(keepWholeWordMatches(rows, ["horse"])).toEqual([]);
  });
  it("matches the WS and stock codes too", () => {
    expect(keepWholeWordMatches([row("Anything")], ["ws000001", "stock"])).toHaveLength(1);
  });
});
