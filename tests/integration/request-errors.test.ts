import "../support/seeded-database";
import * as admin from "~/routes/admin";
import * as stock from "~/routes/admin.stock-levels";
import { TEST_ORIGIN } from "../support/actions";
import { remixApp } from "../support/remix-app";
import { signedInUser } from "../support/route-calls";

/**
 * What a request that goes wrong shows and logs, through Remix's own request handler with the
 * real entry (handleError), root (the error page) and the stock-levels screen, whose error
 * boundary passes a refusal on to the root's. A 4xx is the sender's doing: the page says the
 * request was at fault, and the log has an INFO line, never an ERROR. A failure of the shop's
 * own is an ERROR, and the page says so.
 */
const lines: { level: string; text: string }[] = [];

beforeEach(() => {
  lines.length = 0;
  vi.stubEnv("LOG_LEVEL", "info");
  for (const level of ["error", "warn", "info"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push({ level, text: args.map(String).join(" ") });
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const failing = {
  loader: () => {
    throw new Error("database is locked");
  },
  default: () => null,
};

const handle = remixApp([
  { id: "routes/admin", parentId: "root", path: "admin", module: admin },
  { id: "routes/admin.stock-levels", parentId: "routes/admin", path: "stock-levels", module: stock },
  { id: "routes/failing", parentId: "root", path: "failing", module: failing },
]);

const heading = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];

describe("a request that goes wrong", () => {
  it("shows a body that is not a form as the sender's fault, and logs it at info, not ERROR", async () => {
    const staff = await signedInUser(["inventory_manager"]);
    const bodies = [
      { type: "application/json", body: '{"quantity":5}', status: 415 },
      { type: "application/xml", body: "<a/>", status: 415 },
      { type: "multipart/form-data; boundary=x", body: "\u0000garbage", status: 400 },
    ];
    for (const { type, body, status } of bodies) {
      const response = await handle(
        new Request(`${TEST_ORIGIN}/admin/stock-levels`, {
          method: "POST",
          headers: { Host: "localhost:3000", Origin: TEST_ORIGIN, Cookie: staff.cookie, "Content-Type": type },
          body,
        }),
      );
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(html).not.toContain("on our side");
      if (status === 415) {
        expect(heading(html)).toBe("This page takes a form, not that kind of content");
        expect(html).toContain("This address takes a form (urlencoded or multipart), nothing else.");
      }
    }
    expect(lines.filter((line) => line.level !== "info")).toEqual([]);
    expect(lines.map((line) => line.text)).toEqual([
      expect.stringMatching(/ INFO Request refused .*"path":"\/admin\/stock-levels","status":415/),
      expect.stringMatching(/ INFO Request refused .*"status":415/),
      expect.stringMatching(/ INFO Request refused .*"status":400/),
    ]);
  });

  it("shows a failure of the shop's own as ours, and logs it at ERROR", async () => {
    const response = await handle(new Request(`${TEST_ORIGIN}/failing`, { headers: { Host: "localhost:3000" } }));
    expect(response.status).toBe(500);
    expect(heading(await response.text())).toBe("Something went wrong on our side");
    expect(lines).toEqual([
      {
        level: "error",
        text: expect.stringMatching(
          / ERROR Request failed .*"method":"GET","path":"\/failing","status":500.*database is locked/,
        ),
      },
    ]);
  });
});
