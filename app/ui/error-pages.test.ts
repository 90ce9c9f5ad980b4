import { describe, expect, it } from "vitest";
import { errorTitle } from "./error-pages";

/** The error page's title (the whole page, as a visitor gets it, is checked in tests/integration/request-errors.test.ts). */
describe("the error page's title", () => {
  it("tells the sender of a request the shop cannot take that the request was at fault", () => {
    expect(errorTitle(415)).toBe("This page takes a form, not that kind of content");
    for (const status of [400, 403, 405, 409, 413, 415, 422, 429]) {
      expect(errorTitle(status)).not.toContain("on our side");
    }
    expect(errorTitle(422)).toBe("That request could not be handled");
  });

  it("says something went wrong on our side only for a server error", () => {
    expect(errorTitle(500)).toBe("Something went wrong on our side");
    expect(errorTitle(503)).toBe("Something went wrong on our side");
  });
});

describe("the error pages' English", () => {
  it("is the English catalogue's, word for word (the back office and the browser's fallback show it)", async () => {
    const { ENGLISH_ERROR_WORDS } = await import("./error-pages");
    const english = (await import("~/locales/en/content.json")).default as Record<string, string>;
    const catalogue = Object.fromEntries(
      Object.entries(english)
        .filter(([key]) => key.startsWith("error."))
        .map(([key, text]) => [`content:${key}`, text]),
    );
    expect(ENGLISH_ERROR_WORDS).toEqual(catalogue);
  });
});
