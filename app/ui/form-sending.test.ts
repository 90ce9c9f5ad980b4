import { describe, expect, it } from "vitest";
import { isSendingForm } from "./form-sending";

type Navigation = Parameters<typeof isSendingForm>[0];

function submitting(fields: Record<string, string>): Navigation {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return {
    state: "submitting",
    location: { pathname: "/cart/checkout", search: "", hash: "", state: null, key: "k" },
    formMethod: "POST",
    formAction: "/cart/checkout",
    formEncType: "application/x-www-form-urlencoded",
    formData,
    json: undefined,
    text: undefined,
  } as Navigation;
}

describe("isSendingForm", () => {
  it("is a form sent when the person pressed its button", () => {
    expect(isSendingForm(submitting({ contactName: "Thandi", intent: "profile" }))).toBe(true);
  });

  it("is not a form sent when conform checks a field as it is left", () => {
    const check = submitting({
      contactName: "Thandi",
      __intent__: JSON.stringify({ type: "validate", payload: { name: "newsPhone" } }),
    });
    expect(isSendingForm(check)).toBe(false);
  });

  it("is not a form sent while a page loads after a link", () => {
    expect(
      isSendingForm({
        state: "loading",
        location: { pathname: "/", search: "", hash: "", state: null, key: "k" },
        formMethod: undefined,
        formAction: undefined,
        formEncType: undefined,
        formData: undefined,
        json: undefined,
        text: undefined,
      }),
    ).toBe(false);
  });
});
