import { meetsPasswordRules, passwordChecklist } from "./password-rules";

describe("password rules", () => {
  it("accepts a password with 12+ characters and every class", () => {
    expect(meetsPasswordRules("Veld-Kraal-2026")).toBe(true);
    expect(meetsPasswordRules("Ümlaut-Boer-99")).toBe(true);
  });

  it.each([
    ["Short-1a", "length"],
    ["no-upper-case-1", "upper"],
    ["NO-LOWER-CASE-1", "lower"],
    ["No-Digits-Here", "digit"],
    ["NoSymbolsHere123", "symbol"],
  ] as const)("%s misses %s", (password, missing) => {
    const checklist = passwordChecklist(password);
    expect(checklist[missing]).toBe(false);
    expect(meetsPasswordRules(password)).toBe(false);
    expect(Object.values(checklist).filter((met) => !met)).toHaveLength(1);
  });

  it("counts a space as a symbol", () => {
    expect(passwordChecklist("Correct Horse 9").symbol).toBe(true);
  });
});
