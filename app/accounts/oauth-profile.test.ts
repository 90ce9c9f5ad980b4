import { parseOAuthProfile } from "./oauth-profile";

describe("reading a provider's userinfo answer", () => {
  it("takes Google's subject, address, verification and names", () => {
    expect(
      parseOAuthProfile("google", {
        sub: "1098",
        email: "thandi@example.com",
        email_verified: true,
        given_name: "Thandi",
        family_name: "Nkosi",
      }),
    ).toEqual({
      provider: "google",
      providerUserId: "1098",
      email: "thandi@example.com",
      emailVerified: true,
      firstName: "Thandi",
      lastName: "Nkosi",
    });
  });

  it("treats a Google address as unverified unless the answer says it is", () => {
    expect(parseOAuthProfile("google", { sub: "1", email: "a@example.com" })?.emailVerified).toBe(false);
    expect(
      parseOAuthProfile("google", { sub: "1", email: "a@example.com", email_verified: false })?.emailVerified,
    ).toBe(false);
    expect(
      parseOAuthProfile("google", { sub: "1", email: "a@example.com", email_verified: "true" })?.emailVerified,
    ).toBe(true);
  });

  it("splits the full name when the parts are missing", () => {
    const profile = parseOAuthProfile("google", { sub: "1", name: "Pieter van der Merwe" });
    expect(profile?.firstName).toBe("Pieter");
    expect(profile?.lastName).toBe("van der Merwe");
  });

  it("takes Facebook's id and treats the address it shares as verified", () => {
    expect(
      parseOAuthProfile("facebook", {
        id: "55",
        email: "lerato@example.com",
        first_name: "Lerato",
        last_name: "Mokoena",
      }),
    ).toEqual({
      provider: "facebook",
      providerUserId: "55",
      email: "lerato@example.com",
      emailVerified: true,
      firstName: "Lerato",
      lastName: "Mokoena",
    });
  });

  it("keeps a person without a shared address, with no address and nothing verified", () => {
    const profile = parseOAuthProfile("facebook", { id: "56", name: "Lerato" });
    expect(profile?.email).toBeNull();
    expect(profile?.emailVerified).toBe(false);
  });

  it("ignores an address that is not one", () => {
    const profile = parseOAuthProfile("google", { sub: "1", email: "not an address", email_verified: true });
    expect(profile?.email).toBeNull();
    expect(profile?.emailVerified).toBe(false);
  });

  it("gives nothing when the answer does not say who signed in", () => {
    expect(parseOAuthProfile("google", { email: "a@example.com" })).toBeUndefined();
    expect(parseOAuthProfile("facebook", { error: { message: "Invalid OAuth access token." } })).toBeUndefined();
    expect(parseOAuthProfile("google", "<html>")).toBeUndefined();
  });
});
