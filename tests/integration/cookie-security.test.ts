/**
 * Every cookie the shop sets is Secure exactly when the shop is served over https (APP_URL):
 * then none can leak over plain http; and `npm start` on http (a phone on the same Wi-Fi) still
 * gets its cookies back.
 */
async function cookiesFor(appUrl: string) {
  process.env.APP_URL = appUrl;
  // Modules were reset: each reads the configuration afresh.
  const lite = await import("~/platform/lite-mode.server");
  const welcome = await import("~/catalog/welcome.server");
  const cart = await import("~/cart/cart-count.server");
  const session = await import("~/platform/session.server");
  const device = await import("~/accounts/device-cookie.server");
  return [
    await lite.liteModeSetCookie("on"),
    await welcome.welcomeSeenSetCookie(),
    await cart.visitorCartSetCookie("cart-id"),
    await session.serializeSessionCookie("session-id", false),
    await device.trustThisDevice(new Request(appUrl), "user-id"),
  ];
}

describe("cookie security", () => {
  it("marks every cookie Secure when the shop is on https", async () => {
    vi.resetModules();
    const cookies = await cookiesFor("https://shop.example");
    expect(cookies).toHaveLength(5);
    for (const cookie of cookies) expect(cookie, cookie).toMatch(/; Secure/);
  });

  it("leaves Secure off on plain http, so a browser sends them back", async () => {
    vi.resetModules();
    const cookies = await cookiesFor("http://192.168.1.20:3000");
    for (const cookie of cookies) expect(cookie, cookie).not.toMatch(/Secure/);
  });
});
