import { describe, expect, it } from "vitest";
import { skipRevalidationAfterCartAdd } from "./revalidation";

function args(formAction: string | undefined, intent: string | undefined) {
  const formData = new FormData();
  if (intent) formData.set("intent", intent);
  return {
    currentUrl: new URL("http://shop.test/product/WS000006"),
    currentParams: {},
    nextUrl: new URL("http://shop.test/product/WS000006"),
    nextParams: {},
    formMethod: formAction ? "POST" : undefined,
    formAction,
    formData: formAction ? formData : undefined,
    defaultShouldRevalidate: true,
  } as Parameters<typeof skipRevalidationAfterCartAdd>[0];
}

describe("skipRevalidationAfterCartAdd", () => {
  it("skips the page's loader after an add to the cart", () => {
    expect(skipRevalidationAfterCartAdd(args("/cart", "add"))).toBe(false);
  });

  it("revalidates after anything else", () => {
    expect(skipRevalidationAfterCartAdd(args("/cart", "remove"))).toBe(true);
    expect(skipRevalidationAfterCartAdd(args("/product/WS000006", "review"))).toBe(true);
    expect(skipRevalidationAfterCartAdd(args("/favorites", "add"))).toBe(true);
    expect(skipRevalidationAfterCartAdd(args(undefined, undefined))).toBe(true);
  });
});
