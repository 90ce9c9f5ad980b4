/**
 * Stand-ins for the outside services the shop calls, run on loopback during the browser tests:
 * the breached-password range API (it lists E2E_BREACHED_PASSWORD) and, on E2E_OAUTH_PORT, a
 * real OAuth 2 / OpenID Connect server standing in for Google. Started by the Playwright config
 * beside the shop; the shop's environment points at them.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import { type MutableRedirectUri, type MutableResponse, type MutableToken, OAuth2Server } from "oauth2-mock-server";
import { E2E_BREACHED_PASSWORD, E2E_OAUTH_PERSON_COOKIE } from "./e2e-env";
import { startLoopbackSmpp } from "./smpp-server";
import { recipientsOf, startLoopbackSmtp } from "./smtp-server";

const port = Number(process.env.E2E_STUBS_PORT);
const breached = createHash("sha1").update(E2E_BREACHED_PASSWORD).digest("hex").toUpperCase();

// The shop's SMTP server: what it received, per address, for the tests to read.
const smtp = await startLoopbackSmtp(Number(process.env.E2E_SMTP_PORT));
// The shop's SMPP server (its SMS aggregator): what it accepted, per number, likewise.
const smpp = await startLoopbackSmpp(Number(process.env.E2E_SMPP_PORT));

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/healthz") {
    response.end("ok");
    return;
  }
  if (url.pathname === "/smtp/messages") {
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    const messages = smtp.messages
      .filter((mail) => recipientsOf(mail).includes(to))
      .map((mail) => ({
        subject: mail.subject ?? "",
        text: mail.text ?? "",
        html: typeof mail.html === "string" ? mail.html : "",
        headers: Object.fromEntries(mail.headerLines.map((line) => [line.key, line.line.replace(/\r\n\s+/g, " ")])),
      }));
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify(messages));
    return;
  }
  if (url.pathname === "/smpp/messages") {
    // The SMS parts accepted for one number (digits, e.g. 27821234567), oldest first.
    const to = (url.searchParams.get("to") ?? "").replace(/\D/g, "");
    const texts = smpp.submits.filter((submit) => submit.to === to).map((submit) => submit.text);
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify(texts));
    return;
  }
  const range = /^\/range\/([0-9A-F]{5})$/i.exec(url.pathname);
  if (range) {
    const prefix = range[1]?.toUpperCase();
    const lines = ["0000000000000000000000000000000000A:0"];
    if (prefix === breached.slice(0, 5)) lines.push(`${breached.slice(5)}:3861493`);
    response.writeHead(200, { "Content-Type": "text/plain" });
    response.end(lines.join("\r\n"));
    return;
  }
  response.writeHead(404);
  response.end();
});

/**
 * The person who "signs in at Google" is whoever the browser's E2E_OAUTH_PERSON_COOKIE names: the
 * authorize step remembers them under the code it issues, the token carries them, and the
 * userinfo endpoint answers from the token, so parallel tests never see each other's person.
 */
const oauth = new OAuth2Server();
const personByCode = new Map<string, Record<string, unknown>>();

function personFromCookie(cookieHeader: string | undefined): Record<string, unknown> {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === E2E_OAUTH_PERSON_COOKIE) return JSON.parse(decodeURIComponent(value.join("=")));
  }
  return {};
}

oauth.service.on("beforeAuthorizeRedirect", (redirect: MutableRedirectUri, request: http.IncomingMessage) => {
  const code = redirect.url.searchParams.get("code");
  if (code) personByCode.set(code, personFromCookie(request.headers.cookie));
});
oauth.service.on("beforeTokenSigning", (token: MutableToken, request: { body: { code?: string } }) => {
  const person = personByCode.get(request.body.code ?? "");
  if (!person) return;
  const email = String(person.email ?? "");
  token.payload.sub = `e2e-${createHash("sha256").update(email).digest("hex").slice(0, 16)}`;
  token.payload.person = person;
});
oauth.service.on("beforeUserinfo", (response: MutableResponse, request: http.IncomingMessage) => {
  const accessToken = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
  const payload = JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString() || "{}");
  response.body = { sub: payload.sub, email_verified: true, ...payload.person };
});

await oauth.issuer.keys.generate("RS256");
await oauth.start(Number(process.env.E2E_OAUTH_PORT), "127.0.0.1");
// Listening last: the stubs' health check passing means the OAuth server is up too.
server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => oauth.stop().finally(() => process.exit(0))));
}
