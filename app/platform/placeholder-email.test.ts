import { isPlaceholderEmail, placeholderEmailFor } from "./placeholder-email";

describe("the address of an account made with a cellphone code", () => {
  it("is the number's digits at a domain nothing delivers to", () => {
    expect(placeholderEmailFor("+27821234567")).toBe("27821234567@cellphone.invalid");
    expect(isPlaceholderEmail("27821234567@Cellphone.Invalid")).toBe(true);
    expect(isPlaceholderEmail("thandi@example.com")).toBe(false);
    expect(isPlaceholderEmail(null)).toBe(false);
  });
});
