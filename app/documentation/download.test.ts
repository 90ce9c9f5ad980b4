import { buildDownloadHtml, downloadFileName } from "./download";

describe("the downloaded document", () => {
  it("is named from the title plus _v and the version", () => {
    expect(downloadFileName("Daily Tasks Reference", 1)).toBe("Daily_Tasks_Reference_v1.html");
    expect(downloadFileName("Feed: prices & stock / 2026", 3)).toBe("Feed_prices_stock_2026_v3.html");
    expect(downloadFileName("!!!", 2)).toBe("document_v2.html");
  });

  it("has the header (category, version, last updated, id, generated date as the back office shows dates), the content, a footer and A4 print styles", () => {
    const html = buildDownloadHtml(
      {
        id: "csv-upload-guide",
        title: "CSV <Upload> Guide",
        category: "Staff User Guides",
        version: 4,
        lastUpdated: "2026-11-25",
        html: '<h2 id="limits">Limits</h2>',
      },
      new Date("2026-12-01T10:00:00Z"),
    );
    expect(html).toContain("<title>CSV &#60;Upload&#62; Guide</title>");
    expect(html).toContain("<dt>Category</dt><dd>Staff User Guides</dd>");
    expect(html).toContain("<dt>Version</dt><dd>4</dd>");
    expect(html).toContain("<dt>Last updated</dt><dd>25 November 2026</dd>");
    expect(html).toContain("<dt>Document ID</dt><dd>csv-upload-guide</dd>");
    expect(html).toContain("<dt>Generated</dt><dd>1 December 2026</dd>");
    expect(html).toContain('<h2 id="limits">Limits</h2>');
    expect(html).toContain("@page { size: A4; margin: 1in; }");
    expect(html).toMatch(/<footer>[\s\S]*Generated on 1 December 2026/);
    expect(html).not.toContain("<script");
  });
});
