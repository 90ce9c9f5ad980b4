import path from "node:path";
import { SMPP_PASSWORD, SMPP_SYSTEM_ID } from "./smpp-server";

/**
 * Settings shared by the Playwright config (which starts the server) and the test helpers
 * (which open the same database and sign session cookies with the same secret).
 */
// E2E_DATA_DIR lets two runs on one machine keep apart (each its own database and uploads).
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? "tests/.output/e2e-data");
export const E2E_DATABASE_PATH = path.join(E2E_DATA_DIR, "shop.db");
export const E2E_UPLOADS_DIR = path.join(E2E_DATA_DIR, "uploads");
export const E2E_SESSION_SECRET = "e2e-session-secret-not-for-production";
export const E2E_SEED_PASSWORD = "Seed-Password-For-Tests-1!";

/** The password the stub range API lists as breached. */
export const E2E_BREACHED_PASSWORD = "Password123!Password";

export function e2eStubsUrl(stubsPort: string): string {
  return `http://127.0.0.1:${stubsPort}`;
}

/**
 * The loopback SMTP server (smtp-server, in the stubs process) every e-mail of the browser tests
 * really goes to; the stubs answer GET /smtp/messages?to=address with what it received.
 */
export function e2eSmtpUrl(smtpPort: string): string {
  return `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`;
}

/**
 * The loopback SMPP server (the smpp package's own, in the stubs process) every SMS of the browser
 * tests goes to, as the co-op's aggregator would take it; tests read what it accepted from the
 * stubs' /smpp/messages?to=<digits>.
 */
export function e2eSmppUrl(smppPort: string): string {
  return `smpp://${SMPP_SYSTEM_ID}:${SMPP_PASSWORD}@127.0.0.1:${smppPort}`;
}

/** The loopback OAuth 2 / OpenID Connect server that stands in for Google in the browser tests. */
export function e2eOAuthUrl(oauthPort: string): string {
  return `http://127.0.0.1:${oauthPort}`;
}

/**
 * A cookie on the OAuth stand-in's address naming who "signs in at Google" in this browser
 * context (JSON: email and optionally given_name, family_name): parallel tests stay apart.
 */
export const E2E_OAUTH_PERSON_COOKIE = "e2e_oauth_person";

export function e2eServerEnv(port: string, stubsPort: string, oauthPort: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: port,
    DATABASE_PATH: E2E_DATABASE_PATH,
    UPLOADS_DIR: E2E_UPLOADS_DIR,
    SESSION_SECRET: E2E_SESSION_SECRET,
    SEED_PASSWORD: E2E_SEED_PASSWORD,
    APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: "warn",
    // Each test comes from an address of its own (e2e-test.ts), named in X-Forwarded-For as a
    // trusted proxy in front of the shop would.
    TRUST_PROXY: "x-forwarded-for",
    JOBS_WORKER: "true",
    PWNED_PASSWORDS_URL: `${e2eStubsUrl(stubsPort)}/range/`,
    GOOGLE_CLIENT_ID: "e2e-google-client",
    GOOGLE_CLIENT_SECRET: "e2e-google-secret",
    GOOGLE_AUTHORIZATION_URL: `${e2eOAuthUrl(oauthPort)}/authorize`,
    GOOGLE_TOKEN_URL: `${e2eOAuthUrl(oauthPort)}/token`,
    GOOGLE_USERINFO_URL: `${e2eOAuthUrl(oauthPort)}/userinfo`,
  };
}
