import net from "node:net";
import { defineConfig } from "@playwright/test";
import { e2eServerEnv, e2eSmppUrl, e2eSmtpUrl, e2eStubsUrl } from "./tests/support/e2e-env";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

// Chosen once in the runner; the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_STUBS_PORT ??= String(await freePort());
process.env.E2E_OAUTH_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_SMPP_PORT ??= String(await freePort());
const port = process.env.E2E_PORT;
const stubsPort = process.env.E2E_STUBS_PORT;
const oauthPort = process.env.E2E_OAUTH_PORT;
const smtpPort = process.env.E2E_SMTP_PORT;
const smppPort = process.env.E2E_SMPP_PORT;
const baseURL = `http://localhost:${port}`;

// Debian's headless shell of Chromium (package chromium-headless-shell, the same build as its
// chromium): what Playwright itself runs headless tests in. The full browser started headless
// (/usr/bin/chromium) draws its own user interface's WebUI pages for every browser context, about
// three times the processor time per context (decision 0086).
const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/.output/playwright",
  fullyParallel: true,
  forbidOnly: true,
  // On CI one retry, so a test that only fails when the machine is busy is reported as flaky
  // (listed in the output) rather than stopping the landing; locally none, so it gets fixed.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A whole flow (several pages, form posts, a second user) gets a minute: on a 2-core machine
  // busy with other work, a flow that takes 12 s when quiet took over 30 s. Nothing waits for it;
  // it only bounds how long a broken test hangs.
  timeout: 60_000,
  // What a user would see, waited for up to 10 s: on a busy 2-core machine (CI runs two workers
  // beside the server) a page after a form post can take longer than Playwright's default 5 s.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "tests/.output/playwright.json" }]],
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    { name: "javascript-on", use: { ...chromium, javaScriptEnabled: true } },
    // A `*.http.spec.ts` file checks only what the server answers (no page is drawn): once is enough.
    { name: "javascript-off", use: { ...chromium, javaScriptEnabled: false }, testIgnore: /\.http\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: "npx tsx tests/support/e2e-stubs.ts",
      url: `${e2eStubsUrl(stubsPort)}/healthz`,
      env: { E2E_STUBS_PORT: stubsPort, E2E_OAUTH_PORT: oauthPort, E2E_SMTP_PORT: smtpPort, E2E_SMPP_PORT: smppPort },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build of the current code, made here unless the caller has just made it
      // (scripts/test.sh builds first, to time the build on its own, and sets E2E_BUILT=1).
      command: `${process.env.E2E_BUILT === "1" ? "" : "npm run build && "}npx tsx tests/support/e2e-server.ts`,
      url: `${baseURL}/healthz`,
      env: {
        ...e2eServerEnv(port, stubsPort, oauthPort),
        SMTP_URL: e2eSmtpUrl(smtpPort),
        // Every SMS goes over SMPP to the loopback server in the stubs process (tests read it there).
        SMS_URL: e2eSmppUrl(smppPort),
        SMS_FROM: "Donkerhoek",
        SMS_RATE: "200",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
