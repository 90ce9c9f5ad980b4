import { unregisterServiceWorkers } from "./unregister-service-workers";

describe("unregisterServiceWorkers (the accounts spec's start-up)", () => {
  it("removes every service worker registered for the address", async () => {
    const removed: string[] = [];
    const registration = (scope: string) => ({
      unregister: async () => {
        removed.push(scope);
        return true;
      },
    });
    const count = await unregisterServiceWorkers({
      getRegistrations: async () => [registration("/"), registration("/app/")],
    });
    expect(count).toBe(2);
    expect(removed).toEqual(["/", "/app/"]);
  });

  it("does nothing in a browser without service workers, and never throws", async () => {
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
    expect(await unregisterServiceWorkers({ getRegistrations: () => Promise.reject(new Error("denied")) })).toBe(0);
  });
});
