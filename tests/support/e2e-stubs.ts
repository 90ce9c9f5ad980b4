/**
 * Stand-ins for the outside services the shop calls, run on loopback during the browser tests:
 * the breached-password range API (it lists E2E_BREACHED_PASSWORD). Started by the Playwright
 * config beside the shop; the shop's environment points at them.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import { E2E_BREACHED_PASSWORD } from "./e2e-env";

const port = Number(process.env.E2E_STUBS_PORT);
const breached = createHash("sha1").update(E2E_BREACHED_PASSWORD).digest("hex").toUpperCase();

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/healthz") {
    response.end("ok");
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

server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
