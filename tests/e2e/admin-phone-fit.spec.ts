import fs from "node:fs";
import path from "node:path";
import { canAccess, type Role, STAFF_ROLES } from "../../app/accounts/roles";
import { ROUTE_ACCESS } from "../../app/admin/route-access";
import { E2E_UPLOADS_DIR } from "../support/e2e-env";
import { createTestUser, sessionCookieValue, testDb } from "../support/e2e-helpers";
import { type BrowserContext, expect, type Page, test } from "../support/e2e-test";
import { insertRouteSamples, samplePath, urlPattern } from "../support/route-files";
import { smallTapTargets } from "../support/tap-targets";

/**
 * Every back-office screen fits a phone: opened at 360 px wide (JavaScript on and off), the page
 * is no wider than the screen and every tap target is at least 24 by 24 px, in a sentence, or
 * spaced as WCAG 2.2 allows (2.5.8; `smallTapTargets` in tests/support/tap-targets.ts). The screens are the route access table's staff routes that
 * draw a page (a route module with a default export: CSV and file downloads have none), so a new
 * screen is covered without editing this test; each is opened as a role that may open it (admin,
 * or another role where admin may not), signed in once per role.
 *
 * A test opens a handful of screens, one step each, on one browser page; a screen's failures are
 * recorded and the next screen still opened, so one run lists them all. Pictures and fonts are not
 * fetched: neither check looks at them, and the layout keeps their boxes (sizes and max-width).
 */

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 } });

const ROUTES_DIR = path.resolve("app/routes");

/** The role each screen is opened as: the first of these that may open it. */
const ROLE_PREFERENCE: readonly Role[] = [
  "admin",
  "super_admin",
  ...STAFF_ROLES.filter((role) => role !== "admin" && role !== "super_admin"),
];

/**
 * At most this many screens per test: under a second each on a quiet machine, but up to 8 s on a
 * 2-core machine running several suites at once, where a test must still stay within 30 s.
 */
const SCREENS_PER_TEST = 4;

/** A route draws a page when its module has a default export (a download has only a loader). */
function drawsPage(file: string): boolean {
  const source = [".tsx", ".ts"]
    .map((ending) => path.join(ROUTES_DIR, `${file}${ending}`))
    .filter((candidate) => fs.existsSync(candidate))
    .map((candidate) => fs.readFileSync(candidate, "utf8"))
    .join("\n");
  if (source === "") throw new Error(`No route file for ${file} in app/routes`);
  return /^export default\b|^export \{[^}]*\bdefault\b[^}]*\}/m.test(source);
}

type Screen = { file: string; role: Role };

const screens: Screen[] = Object.entries(ROUTE_ACCESS).flatMap(([file, access]) => {
  if (access.who !== "staff" || !drawsPage(file)) return [];
  const role = ROLE_PREFERENCE.find((candidate) => canAccess([candidate], access.area));
  if (!role) throw new Error(`No staff role may open ${file}`);
  return [{ file, role }];
});

/** The screens in groups of one role each, a few screens per group. */
const groups: { role: Role; screens: Screen[] }[] = [];
for (const role of ROLE_PREFERENCE) {
  const own = screens.filter((screen) => screen.role === role);
  // As even as can be: 13 screens make groups of 4, 3, 3 and 3, not 4, 4, 4 and 1.
  const count = Math.ceil(own.length / SCREENS_PER_TEST);
  for (let index = 0; index < count; index += 1) {
    const from = Math.round((index * own.length) / count);
    const to = Math.round(((index + 1) * own.length) / count);
    groups.push({ role, screens: own.slice(from, to) });
  }
}

type Cookies = Parameters<BrowserContext["addCookies"]>[0];

const seeded = { samples: {} as Record<string, string>, cookies: new Map<Role, Cookies>() };

test.beforeAll(async ({ baseURL }) => {
  seeded.samples = await insertRouteSamples(testDb(), async (key, bytes) => {
    const file = path.join(E2E_UPLOADS_DIR, key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  });
  // Signed in once per role (a session row), the cookie given to each of the role's tests.
  for (const role of new Set(groups.map((group) => group.role))) {
    const user = await createTestUser({ roles: [role] });
    const value = await sessionCookieValue(user);
    seeded.cookies.set(role, [
      { name: "__session", value, url: baseURL ?? "", httpOnly: true, sameSite: "Lax" as const },
    ]);
  }
});

/** Pictures, videos and fonts are answered with nothing: no check here looks at them. */
async function skipPictures(context: BrowserContext) {
  await context.route(/\/(img|uploads)\/|\.(png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|woff2?)(\?|$)/, (route) =>
    route.abort(),
  );
}

/**
 * What runs the checks' scripts on a page drawn without JavaScript. Playwright cannot run a
 * script in a page whose context has JavaScript off, so the page's document, as the browser built
 * it, is shown at its own address in a second page that may run scripts but whose
 * Content-Security-Policy blocks every script of the page's own (as tests/support/axe.ts does):
 * same styles, same viewport, no scripts. One such page serves a whole test.
 */
async function copier(page: Page) {
  const browser = page.context().browser();
  if (!browser) throw new Error("the page's browser is not known");
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  await skipPictures(context);
  let shown = { url: "", html: "" };
  await context.route(
    (address) => address.href === shown.url,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        headers: { "Content-Security-Policy": "script-src 'none'" },
        body: shown.html,
      }),
  );
  const copy = await context.newPage();
  return {
    async show(): Promise<Page> {
      shown = { url: page.url(), html: await page.content() };
      await copy.goto(shown.url);
      return copy;
    },
    close: () => context.close(),
  };
}

/**
 * Installed before a page's scripts: a stand-in for React's developer-tools hook that notes when
 * React has nothing left to do (no work pending and no effects still to run after a commit), so
 * the checks see the page as hydrated, tabs and all, not the server's HTML it starts from.
 */
function watchReact() {
  const react = { commits: 0, idle: false };
  const PASSIVE_EFFECTS = 2064; // React's PassiveMask: effects run after the commit (useEffect).
  type Root = { pendingLanes: number; current: { flags: number; subtreeFlags: number } };
  Object.assign(window, {
    __phoneFitReact: react,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberUnmount: () => {},
      onCommitFiberRoot(_id: number, root: Root) {
        react.commits += 1;
        react.idle =
          root.pendingLanes === 0 && ((root.current.flags | root.current.subtreeFlags) & PASSIVE_EFFECTS) === 0;
      },
      onPostCommitFiberRoot(_id: number, root: Root) {
        react.idle = root.pendingLanes === 0;
      },
    },
  });
}

/**
 * Runs in the page and says what does not fit `width`, "" when all does:
 * - the document wider than the screen (so the page scrolls sideways), naming the elements where
 *   the overflow starts (wider than the screen while their parent is not, and not inside a box
 *   that scrolls or clips them), widest first;
 * - a box that hides part of its content sideways (scrolls or clips it: a table's last columns,
 *   tabs off its edge), which someone on a phone does not see;
 * - an amount ("R 1 409.85") split over two lines;
 * - a control of the back office's own frame (breadcrumbs, Sign out, the menu) under 24 px tall.
 */
function misfitsIn(width: number): string {
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList]
      .slice(0, 4)
      .map((one) => `.${one}`)
      .join("");
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
    const table = element.querySelector("table")
      ? " holding a <table>"
      : element.parentElement?.closest("table")
        ? " in a <table>"
        : "";
    return `<${element.tagName.toLowerCase()}${id}${classes}>${table} "${text.slice(0, 40)}"`;
  };
  const scrollsOrClips = (element: Element) => getComputedStyle(element).overflowX !== "visible";
  const found: string[] = [];

  const documentWidth = document.documentElement.scrollWidth;
  if (documentWidth > width) {
    const insideBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (scrollsOrClips(box)) return true;
      }
      return false;
    };
    const starts = [...document.body.querySelectorAll("*")]
      .filter((element) => {
        if (element.getBoundingClientRect().right <= width + 0.5 || insideBox(element)) return false;
        const parent = element.parentElement;
        return !parent || parent === document.body || parent.getBoundingClientRect().right <= width + 0.5;
      })
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    const shown = starts.slice(0, 4).map((element) => {
      return `${name(element)} reaches ${Math.round(element.getBoundingClientRect().right)} px`;
    });
    const more = starts.length > 4 ? ` (+${starts.length - 4} more)` : "";
    found.push(`the page is ${documentWidth} px wide: ${shown.join(" | ")}${more}`);
  }

  for (const box of document.body.querySelectorAll("*")) {
    if (box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement || box instanceof HTMLSelectElement)
      continue;
    const style = getComputedStyle(box);
    // A visually hidden label (1 px) and text cut with an ellipsis (a cue of its own) are meant.
    if (!scrollsOrClips(box) || box.clientWidth <= 1 || style.textOverflow === "ellipsis") continue;
    if (box.scrollWidth > box.clientWidth + 1) {
      found.push(`${name(box)} shows ${box.clientWidth} px of its ${box.scrollWidth} px sideways`);
    }
  }

  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    for (const amount of (text.textContent ?? "").matchAll(/R\s?\d{1,3}(?:\s\d{3})*\.\d{2}/g)) {
      const range = document.createRange();
      range.setStart(text, amount.index ?? 0);
      range.setEnd(text, (amount.index ?? 0) + amount[0].length);
      const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
      if (lines.size > 1) found.push(`the amount "${amount[0]}" is split over ${lines.size} lines`);
    }
  }

  const frame = document.querySelectorAll(
    'nav[aria-label="Breadcrumb"] a, form[action="/logout"] button, details:has(nav[aria-label="Back office"]) > summary',
  );
  for (const control of frame) {
    const box = control.getBoundingClientRect();
    if (box.height > 0 && (box.height < 24 || box.width < 24)) {
      found.push(`${name(control)} is ${Math.round(box.width)} by ${Math.round(box.height)} px`);
    }
  }
  return found.join("\n");
}

for (const group of groups) {
  const first = urlPattern(group.screens[0]?.file ?? "");
  const last = urlPattern(group.screens.at(-1)?.file ?? "");
  test(`as ${group.role}: ${first} to ${last}`, async ({ page, context, javaScriptEnabled }) => {
    await context.addCookies(seeded.cookies.get(group.role) ?? []);
    await skipPictures(context);
    if (javaScriptEnabled) await page.addInitScript(watchReact);
    const copies = javaScriptEnabled ? null : await copier(page);
    try {
      for (const screen of group.screens) {
        const address = samplePath(screen.file, seeded.samples);
        await test.step(address, async () => {
          const response = await page.goto(address);
          expect.soft(response?.status(), `the status of ${address}`).toBe(200);
          if (response?.status() !== 200) return;
          await expect.soft(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          if (javaScriptEnabled) {
            await page.waitForFunction(() => {
              const react = (window as { __phoneFitReact?: { commits: number; idle: boolean } }).__phoneFitReact;
              return Boolean(react && react.commits > 0 && react.idle);
            });
          }
          const drawn = copies ? await copies.show() : page;
          // What a <details> folds away (the menu, a form) is opened, so it is checked too.
          await drawn.evaluate(() => {
            for (const details of document.querySelectorAll("details")) details.open = true;
          });
          expect.soft(await drawn.evaluate(misfitsIn, WIDTH), `what does not fit ${WIDTH} px on ${address}`).toBe("");
          const small = await drawn.evaluate(smallTapTargets);
          expect.soft(small.join("\n"), `${address}: tap targets under 24 by 24 px`).toBe("");
        });
      }
    } finally {
      await copies?.close();
    }
  });
}
