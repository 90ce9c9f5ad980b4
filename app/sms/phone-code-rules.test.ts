import {
  CODE_LIFETIME_MS,
  CODE_MAX_TRIES,
  codeSmsText,
  codeUsable,
  formatCode,
  msUntilResend,
  typedCode,
} from "./phone-code-rules";
import { smsLayout } from "./sms-encoding";

describe("one-time codes", () => {
  it("are six digits, leading zeros kept", () => {
    expect(formatCode(42)).toBe("000042");
    expect(formatCode(999_999)).toBe("999999");
    expect(formatCode(1_000_007)).toBe("000007");
  });

  it("read what people type: spaces and a dash allowed, anything else refused", () => {
    expect(typedCode(" 123 456 ")).toBe("123456");
    expect(typedCode("123-456")).toBe("123456");
    expect(typedCode("12345")).toBeNull();
    expect(typedCode("1234567")).toBeNull();
    expect(typedCode("12345a")).toBeNull();
  });

  it("work for ten minutes and five tries", () => {
    const createdAt = "2026-11-28T10:00:00.000Z";
    const expiresAt = new Date(Date.parse(createdAt) + CODE_LIFETIME_MS).toISOString();
    const code = { createdAt, expiresAt, attempts: 0 };
    expect(codeUsable(code, new Date("2026-11-28T10:09:59.000Z"))).toBe(true);
    expect(codeUsable(code, new Date("2026-11-28T10:10:00.000Z"))).toBe(false);
    expect(codeUsable({ ...code, attempts: CODE_MAX_TRIES - 1 }, new Date(createdAt))).toBe(true);
    expect(codeUsable({ ...code, attempts: CODE_MAX_TRIES }, new Date(createdAt))).toBe(false);
  });

  it("are sent again for the same number after a minute", () => {
    expect(msUntilResend("2026-11-28T10:00:00.000Z", new Date("2026-11-28T10:00:20.000Z"))).toBe(40_000);
    expect(msUntilResend("2026-11-28T10:00:00.000Z", new Date("2026-11-28T10:01:05.000Z"))).toBe(0);
  });

  it("travel in one plain SMS part", () => {
    const layout = smsLayout(codeSmsText("Donkerhoek Farm Supplies", "012345"));
    expect(layout).toMatchObject({ encoding: "gsm7", parts: 1 });
    // In Afrikaans too (issue 49).
    const afrikaans = codeSmsText("Donkerhoek Farm Supplies", "012345", "af");
    expect(afrikaans).toBe(
      "Donkerhoek Farm Supplies: jou kode is 012345. Dit werk vir 10 minute. Moet dit met niemand deel nie.",
    );
    expect(smsLayout(afrikaans)).toMatchObject({ encoding: "gsm7", parts: 1 });
  });
});
