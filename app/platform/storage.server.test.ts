import {
  contentTypeOf,
  deleteFile,
  fileExists,
  isStorageKey,
  newStorageKey,
  parseRange,
  publicUrl,
  saveFile,
  storageKeyOf,
  streamFile,
} from "./storage.server";

describe("parseRange", () => {
  it.each([
    [null, undefined],
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=5-2", "unsatisfiable"],
    ["items=0-1", undefined],
  ])("%s on 1000 bytes", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe("storage keys", () => {
  it("are folder/name paths the shop makes; never a way out, and never the bucket's backup prefix", () => {
    expect(isStorageKey("products/3f2c.webp")).toBe(true);
    expect(isStorageKey("variants/320/products/3f2c.webp")).toBe(true);
    expect(isStorageKey("payment-proofs/3f2c.pdf")).toBe(true);
    expect(isStorageKey("_backups/shop-2026-11-25T04-00-00.000Z-daily.db.gz")).toBe(false);
    expect(isStorageKey("../shop.db")).toBe(false);
    expect(isStorageKey("products/../../shop.db")).toBe(false);
    expect(isStorageKey("shop.db")).toBe(false);
    expect(isStorageKey(".DS_Store")).toBe(false);
  });

  it("are read back from the public address, and only from one of ours", () => {
    expect(storageKeyOf(publicUrl("about-videos/3f2c.mp4"))).toBe("about-videos/3f2c.mp4");
    expect(storageKeyOf("/uploads/../shop.db")).toBeNull();
    expect(storageKeyOf("https://cdn.example.com/uploads/a/b.mp4")).toBeNull();
    expect(storageKeyOf(null)).toBeNull();
  });

  it("give the content type the file is served with, from the extension", () => {
    expect(contentTypeOf("videos/a.MP4")).toBe("video/mp4");
    expect(contentTypeOf("payment-proofs/a.pdf")).toBe("application/pdf");
    expect(contentTypeOf("documents/a.docx")).toBe("application/octet-stream");
  });
});

describe("stored files", () => {
  const body = Buffer.from("0123456789".repeat(10));

  it("makes keys itself and refuses unsafe ones", () => {
    expect(newStorageKey("products", "WEBP")).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
    expect(() => newStorageKey("../etc", "txt")).toThrow();
    expect(() => newStorageKey("products", "p/hp")).toThrow();
    expect(publicUrl("products/a.webp")).toBe("/uploads/products/a.webp");
  });

  it("saves, streams whole and in ranges, and deletes", async () => {
    const key = newStorageKey("videos", "mp4");
    await saveFile(key, body);
    expect(await fileExists(key)).toBe(true);

    const whole = await streamFile(key, new Request("http://x/"), "public, max-age=60");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Content-Type")).toBe("video/mp4");
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect(Buffer.from(await whole.arrayBuffer()).equals(body)).toBe(true);

    const part = await streamFile(key, new Request("http://x/", { headers: { Range: "bytes=10-19" } }), "no-store");
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe("bytes 10-19/100");
    expect(await part.text()).toBe("0123456789");

    const beyond = await streamFile(key, new Request("http://x/", { headers: { Range: "bytes=500-" } }), "no-store");
    expect(beyond.status).toBe(416);

    await deleteFile(key);
    expect(await fileExists(key)).toBe(false);
    expect((await streamFile(key, new Request("http://x/"), "no-store")).status).toBe(404);
  });

  it("answers 404 for a key that tries to leave the uploads folder", async () => {
    expect((await streamFile("../shop.db", new Request("http://x/"), "no-store")).status).toBe(404);
    expect((await streamFile("products/../../x", new Request("http://x/"), "no-store")).status).toBe(404);
  });
});
