import { isPlainPageLink, isSlowConnection, type LinkClick } from "./plain-links-when-slow";

const current = new URL("https://shop.example/products?page=2");
const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  href: "https://shop.example/specials",
  target: "",
  download: false,
  button: 0,
  modified: false,
  defaultPrevented: false,
  ...overrides,
});

describe("isSlowConnection", () => {
  it("is slow on a 2G round trip with at most 1 Mbps, as Lite mode decides", () => {
    expect(isSlowConnection({ effectiveType: "2g", rtt: 2050, downlink: 0.4 })).toBe(true);
    expect(isSlowConnection({ effectiveType: "slow-2g", rtt: 3000, downlink: 0.05 })).toBe(true);
  });

  it("is not slow on 3G or better, with a fast downlink, or where the browser has no estimate", () => {
    expect(isSlowConnection({ effectiveType: "3g", rtt: 400, downlink: 1.5 })).toBe(false);
    expect(isSlowConnection({ effectiveType: "2g", rtt: 1500, downlink: 10 })).toBe(false);
    expect(isSlowConnection({ effectiveType: "4g", rtt: 100, downlink: 1.5 })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

describe("isPlainPageLink", () => {
  it("takes a plain click on a link to another page of the shop, relative or absolute", () => {
    expect(isPlainPageLink(click(), current)).toBe(true);
    expect(isPlainPageLink(click({ href: "/product/WS000012" }), current)).toBe(true);
    expect(isPlainPageLink(click({ href: "/products?page=3" }), current)).toBe(true);
    expect(isPlainPageLink(click({ target: "_self" }), current)).toBe(true);
  });

  it("leaves other sites, new tabs, downloads, modified and non-left clicks to the browser and the page", () => {
    expect(isPlainPageLink(click({ href: "https://elsewhere.example/" }), current)).toBe(false);
    expect(isPlainPageLink(click({ target: "_blank" }), current)).toBe(false);
    expect(isPlainPageLink(click({ download: true }), current)).toBe(false);
    expect(isPlainPageLink(click({ modified: true }), current)).toBe(false);
    expect(isPlainPageLink(click({ button: 1 }), current)).toBe(false);
    expect(isPlainPageLink(click({ defaultPrevented: true }), current)).toBe(false);
  });

  it("leaves a link to a place on the same page alone", () => {
    expect(isPlainPageLink(click({ href: "/products?page=2#product-7" }), current)).toBe(false);
    expect(isPlainPageLink(click({ href: "/products#main" }), current)).toBe(true);
  });

  it("ignores an address it cannot read", () => {
    expect(isPlainPageLink(click({ href: "http://[bad" }), current)).toBe(false);
  });
});
