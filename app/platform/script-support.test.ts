import { describe, expect, it } from "vitest";
import { MARK_SCRIPTS_RAN, scriptSupport } from "./script-support";

describe("scriptSupport", () => {
  it("sends scripts on a first page, and marks the browser", () => {
    expect(scriptSupport(null)).toEqual({ sendScripts: true, markBrowser: true });
    expect(scriptSupport("lite=off; __session=abc")).toEqual({ sendScripts: true, markBrowser: true });
  });

  it("sends none to a browser that had a page and ran no script on it", () => {
    expect(scriptSupport("css=abc")).toEqual({ sendScripts: false, markBrowser: true });
    expect(scriptSupport("__session=x; css=abc; cart=1")).toEqual({ sendScripts: false, markBrowser: true });
  });

  it("sends them to a marked browser, without the mark again", () => {
    expect(scriptSupport("css=abc; js=1")).toEqual({ sendScripts: true, markBrowser: false });
    expect(scriptSupport("js=1")).toEqual({ sendScripts: true, markBrowser: false });
  });

  it("reads cookie names exactly", () => {
    expect(scriptSupport("jsx=1; css=abc").sendScripts).toBe(false);
    expect(scriptSupport("mycss=abc").sendScripts).toBe(true);
  });

  it("marks with a cookie the server reads back", () => {
    expect(MARK_SCRIPTS_RAN).toContain("js=1;path=/");
    const cookie = MARK_SCRIPTS_RAN.match(/"([^;]+);/)?.[1] ?? "";
    expect(scriptSupport(`css=abc; ${cookie}`).sendScripts).toBe(true);
  });
});
