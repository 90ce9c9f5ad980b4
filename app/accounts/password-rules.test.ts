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

describe("the registration form's password and phone rules", () => {
  it("gives a short password one message, not two", async () => {
    const { RegistrationForm } = await import("./registration-form.server");
    const result = RegistrationForm.safeParse({
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      password: "Short-1",
      confirmPassword: "Short-1",
      acceptTerms: "on",
    });
    const messages = result.success ? [] : result.error.issues.filter((i) => i.path[0] === "password");
    expect(messages).toHaveLength(1);
  });

  it.each(["082 123 4567", "0821234567", "+27 82 123 4567", "+27821234567", "012-802-0000"])(
    "accepts the South African number %s",
    async (phone) => {
      const { SA_PHONE_PATTERN } = await import("./registration-form.server");
      expect(SA_PHONE_PATTERN.test(phone)).toBe(true);
    },
  );

  it.each(["12345", "+44 20 7946 0000", "0021234567"])("refuses %s", async (phone) => {
    const { SA_PHONE_PATTERN } = await import("./registration-form.server");
    expect(SA_PHONE_PATTERN.test(phone)).toBe(false);
  });
});

describe("the customer's words for the rules (the signin catalogue) and the staff screens' English", () => {
  it("are the same English words", async () => {
    const { default: signin } = await import("~/locales/en/signin.json");
    const rules = await import("./password-rules");
    const { SA_PHONE_MESSAGE } = await import("./sa-phone");
    expect(signin["error.passwordRules"]).toBe(rules.PASSWORD_RULES_MESSAGE);
    expect(signin["error.passwordsDoNotMatch"]).toBe(rules.PASSWORDS_DO_NOT_MATCH);
    expect(signin["password.breached"]).toBe(rules.BREACHED_PASSWORD_MESSAGE);
    expect(signin["password.breachedSubmit"]).toBe(rules.BREACHED_PASSWORD_SUBMIT_MESSAGE);
    expect(signin["error.phoneInvalid"]).toBe(SA_PHONE_MESSAGE);
    for (const rule of rules.PASSWORD_REQUIREMENTS) {
      const words = signin[`password.rule.${rule.id}` as keyof typeof signin].replace(
        "{{min}}",
        String(rules.PASSWORD_MIN_LENGTH),
      );
      expect(words).toBe(rule.label);
    }
  });
});
