import { cssImageUrl, imageAtWidth, imageSrcSet, isImageWidth, PLACEHOLDER_IMAGE } from "./product-images";

describe("product image widths", () => {
  it("points stored images at the resizing route", () => {
    expect(imageAtWidth("/uploads/products/abc.webp", 320)).toBe("/img/320/products/abc.webp");
  });
  it("leaves other images alone and fills in a placeholder for none", () => {
    expect(imageAtWidth("https://cdn.example/x.jpg", 320)).toBe("https://cdn.example/x.jpg");
    expect(imageAtWidth(null, 320)).toBe(PLACEHOLDER_IMAGE);
  });
  it("lists the widths up to a maximum", () => {
    expect(imageSrcSet("/uploads/products/abc.webp", 480)).toBe(
      "/img/160/products/abc.webp 160w, /img/320/products/abc.webp 320w, /img/360/products/abc.webp 360w, /img/480/products/abc.webp 480w",
    );
    expect(imageSrcSet("/uploads/products/abc.webp", 320)).toBe(
      "/img/160/products/abc.webp 160w, /img/320/products/abc.webp 320w",
    );
    expect(imageSrcSet("https://cdn.example/x.jpg")).toBeUndefined();
  });
  it("knows the allowed widths", () => {
    expect(isImageWidth(320)).toBe(true);
    expect(isImageWidth(360)).toBe(true);
    expect(isImageWidth(321)).toBe(false);
  });
});

describe("cssImageUrl", () => {
  it("quotes an address for a CSS background", () => {
    expect(cssImageUrl("/img/320/products/ab12.webp")).toBe('url("/img/320/products/ab12.webp")');
  });

  it("escapes what could end the string or the declaration", () => {
    expect(cssImageUrl('/x"); background:red; ("')).toBe('url("/x\\22 ); background:red; (\\22 ")');
    expect(cssImageUrl("/a\\b\nc")).toBe('url("/a\\5c b\\a c")');
  });
});
