import { describe, expect, it } from "vitest";
import { greeting } from "./greeting";

describe("an e-mail's greeting", () => {
  it("uses the customer's first name", () => {
    expect(greeting("Thandi")).toBe("Hello Thandi,");
    expect(greeting("  Thandi ")).toBe("Hello Thandi,");
  });

  it("stays neutral without a name", () => {
    expect(greeting(null)).toBe("Hello,");
    expect(greeting(undefined)).toBe("Hello,");
    expect(greeting("   ")).toBe("Hello,");
  });
});
