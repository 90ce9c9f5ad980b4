import { createTtlCache } from "./ttl-cache";

describe("the in-memory cache of the sitemap and the feed", () => {
  it("builds once within the time to live and again after it", async () => {
    const cache = createTtlCache<number>(300_000);
    let builds = 0;
    const build = async () => ++builds;
    expect(await cache.get(build, 0)).toBe(1);
    expect(await cache.get(build, 299_999)).toBe(1);
    expect(await cache.get(build, 300_000)).toBe(2);
  });

  it("lets requests that arrive during a build share it", async () => {
    const cache = createTtlCache<string>(1000);
    let builds = 0;
    const build = () => new Promise<string>((resolve) => setTimeout(() => resolve(`build ${++builds}`), 10));
    const answers = await Promise.all([cache.get(build, 0), cache.get(build, 1), cache.get(build, 2)]);
    expect(answers).toEqual(["build 1", "build 1", "build 1"]);
  });

  it("does not keep a failed build", async () => {
    const cache = createTtlCache<string>(1000);
    await expect(cache.get(() => Promise.reject(new Error("database busy")), 0)).rejects.toThrow("database busy");
    expect(await cache.get(async () => "fresh", 1)).toBe("fresh");
  });

  it("can be emptied", async () => {
    const cache = createTtlCache<string>(1000);
    await cache.get(async () => "old", 0);
    cache.clear();
    expect(await cache.get(async () => "new", 1)).toBe("new");
  });
});
