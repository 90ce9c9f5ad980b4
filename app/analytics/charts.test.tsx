import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarList, ColumnChart, niceCeiling } from "./charts";

describe("server-drawn charts", () => {
  it("rounds the axis up to 1, 2 or 5 times a power of ten", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(130)).toBe(200);
    expect(niceCeiling(420_000)).toBe(500_000);
    expect(niceCeiling(500)).toBe(500);
  });

  it("draws one bar per period, scaled to the axis, each named with its figure", () => {
    const html = renderToStaticMarkup(
      <ColumnChart
        title="Sales per day"
        bars={[
          { label: "1 Nov", value: 50 },
          { label: "2 Nov", value: 100 },
          { label: "3 Nov", value: 0 },
        ]}
        format={(value) => `R${value}`}
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain("<title>Sales per day</title>");
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).toContain("<title>2 Nov: R100</title>");
    // 100 is the axis top: its bar fills the plot (174 px high); 50 fills half.
    expect(html).toMatch(/height="174"/);
    expect(html).toMatch(/height="87"/);
    expect(html).not.toContain("<script");
  });

  it("compares parts with horizontal bars", () => {
    const html = renderToStaticMarkup(
      <BarList
        title="Collect or delivery"
        bars={[
          { label: "Delivery", value: 3 },
          { label: "Collect at the store", value: 1 },
        ]}
        format={String}
      />,
    );
    expect(html).toContain("Collect at the store");
    expect(html.match(/<rect /g)).toHaveLength(2);
  });
});
