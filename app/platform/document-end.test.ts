import { withTrailingContentInBody } from "./document-end";

describe("withTrailingContentInBody", () => {
  it("moves what React wrote after </html> to the end of the body", () => {
    expect(withTrailingContentInBody("<html><body><p>Hi</p></body></html><!--$--><script>x()</script><!--/$-->")).toBe(
      "<html><body><p>Hi</p><!--$--><script>x()</script><!--/$--></body></html>",
    );
  });

  it("leaves a document that ends at </html> as it is", () => {
    const page = "<!DOCTYPE html><html><body><p>Hi</p></body></html>";
    expect(withTrailingContentInBody(page)).toBe(page);
    expect(withTrailingContentInBody(`${page}\n`)).toBe(`${page}\n`);
    expect(withTrailingContentInBody("not a page")).toBe("not a page");
  });
});
