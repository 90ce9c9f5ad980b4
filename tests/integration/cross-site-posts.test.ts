import type { ActionFunction } from "@remix-run/node";

/**
 * Every route that accepts a POST must refuse one whose Origin names another site, before it
 * changes anything. This walks all route modules, so a new action cannot forget.
 */
const routeModules = import.meta.glob<{ action?: ActionFunction }>("../../app/routes/**/*.{ts,tsx}", { eager: true });
const actions = Object.entries(routeModules).flatMap(([file, module]) =>
  module.action ? [[file, module.action] as const] : [],
);

function crossSitePost(): Request {
  return new Request("http://localhost:3000/anything", {
    method: "POST",
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "a@example.com", password: "x", lite: "on" }),
  });
}

describe("cross-site form posts", () => {
  it("finds the routes that take posts", () => {
    expect(actions.map(([file]) => file)).toEqual(
      expect.arrayContaining(["../../app/routes/login.tsx", "../../app/routes/logout.tsx"]),
    );
  });

  it.each(actions)("%s answers 403", async (_file, action) => {
    const outcome = await (async () => action({ request: crossSitePost(), params: {}, context: {} }))().then(
      (response) => response,
      (thrown: unknown) => thrown,
    );
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(403);
  });
});
