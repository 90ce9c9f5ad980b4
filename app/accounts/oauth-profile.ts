import { z } from "zod";
import type { OAuthProvider } from "./oauth-messages";

/** Who the provider says signed in: what the shop needs to find, link or create the account. */
export type OAuthProfile = {
  provider: OAuthProvider;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

const optionalText = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((value) => value || null);

const email = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((value) => (value && z.email().safeParse(value).success ? value : null));

// OpenID Connect userinfo (Google): `sub`, and `email_verified`, which some providers send as text.
const OpenIdUserinfo = z.object({
  sub: z.string().min(1),
  email,
  email_verified: z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]).optional(),
  given_name: optionalText,
  family_name: optionalText,
  name: optionalText,
});

// Graph API /me: Facebook shares an address only once the person has confirmed it, so an address
// it returns is taken as verified.
const FacebookUserinfo = z.object({
  id: z.union([z.string().min(1), z.number().transform(String)]),
  email,
  first_name: optionalText,
  last_name: optionalText,
  name: optionalText,
});

function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  if (!name) return { firstName: null, lastName: null };
  const [first, ...rest] = name.split(/\s+/);
  return { firstName: first || null, lastName: rest.join(" ") || null };
}

/** Reads a provider's userinfo answer; undefined when it does not say who the person is. */
export function parseOAuthProfile(provider: OAuthProvider, body: unknown): OAuthProfile | undefined {
  if (provider === "google") {
    const parsed = OpenIdUserinfo.safeParse(body);
    if (!parsed.success) return undefined;
    const fallback = splitName(parsed.data.name);
    return {
      provider,
      providerUserId: parsed.data.sub,
      email: parsed.data.email,
      emailVerified: parsed.data.email !== null && parsed.data.email_verified === true,
      firstName: parsed.data.given_name ?? fallback.firstName,
      lastName: parsed.data.family_name ?? fallback.lastName,
    };
  }
  const parsed = FacebookUserinfo.safeParse(body);
  if (!parsed.success) return undefined;
  const fallback = splitName(parsed.data.name);
  return {
    provider,
    providerUserId: parsed.data.id,
    email: parsed.data.email,
    emailVerified: parsed.data.email !== null,
    firstName: parsed.data.first_name ?? fallback.firstName,
    lastName: parsed.data.last_name ?? fallback.lastName,
  };
}
