import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PLACEHOLDER_CACHE_CONTROL } from "~/catalog/image-variants.server";
import { env } from "~/platform/env.server";
import { loader } from "~/routes/img.$width.$";

const ask = (width: string, key: string, accept?: string) =>
  loader({
    request: new Request(`http://localhost:3000/img/${width}/${key}`, { headers: accept ? { Accept: accept } : {} }),
    params: { width, "*": key },
    context: {},
  });

describe("the image route", () => {
  it("answers a missing picture with the 'No picture yet' image, so pages never show an empty box", async () => {
    const response = await ask("320", "products/never-uploaded.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await response.text()).toContain("No picture yet");
  });

  it("keeps the placeholder a minute at most under the picture's address; the picture, once uploaded, for a year", async () => {
    const key = "products/uploaded-later.png";
    const before = await ask("320", key);
    expect(before.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(before.headers.get("Cache-Control")).toBe(PLACEHOLDER_CACHE_CONTROL);
    const maxAge = Number(/max-age=(\d+)/.exec(before.headers.get("Cache-Control") ?? "")?.[1]);
    expect(maxAge).toBeLessThanOrEqual(60);
    expect(before.headers.get("Cache-Control")).not.toContain("immutable");

    fs.mkdirSync(path.join(env().UPLOADS_DIR, "products"), { recursive: true });
    fs.writeFileSync(
      path.join(env().UPLOADS_DIR, key),
      await sharp({ create: { width: 400, height: 400, channels: 3, background: "#663333" } })
        .png()
        .toBuffer(),
    );
    const after = await ask("320", key);
    expect(after.headers.get("Content-Type")).toBe("image/webp");
    expect(after.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a stored file that is not a picture with the same image", async () => {
    const key = "products/broken-file.jpg";
    fs.mkdirSync(path.join(env().UPLOADS_DIR, "products"), { recursive: true });
    fs.writeFileSync(path.join(env().UPLOADS_DIR, key), "this is not a jpeg");
    const response = await ask("320", key);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toBe(PLACEHOLDER_CACHE_CONTROL);
  });

  it("resizes a real picture to WebP, and refuses a width it does not make", async () => {
    const key = "products/real.png";
    fs.mkdirSync(path.join(env().UPLOADS_DIR, "products"), { recursive: true });
    fs.writeFileSync(
      path.join(env().UPLOADS_DIR, key),
      await sharp({ create: { width: 600, height: 600, channels: 3, background: "#336633" } })
        .png()
        .toBuffer(),
    );
    const response = await ask("160", key);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(160);
    expect((await ask("123", key)).status).toBe(404);
  });

  it("answers a browser that takes AVIF with the AVIF where it is smaller, and says the answer varies by Accept", async () => {
    const key = "products/photo-like.png";
    fs.mkdirSync(path.join(env().UPLOADS_DIR, "products"), { recursive: true });
    // Noise, as a photograph has: AVIF's strength over WebP.
    const pixels = Buffer.alloc(600 * 600 * 3);
    for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919 + (index >> 5) * 31) % 251;
    fs.writeFileSync(
      path.join(env().UPLOADS_DIR, key),
      await sharp(pixels, { raw: { width: 600, height: 600, channels: 3 } })
        .blur(2)
        .png()
        .toBuffer(),
    );
    const chromium = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
    const avif = await ask("320", key, chromium);
    expect(avif.headers.get("Content-Type")).toBe("image/avif");
    expect(avif.headers.get("Vary")).toContain("Accept");
    // A picture is never a document: nosniff, and none of a page's headers.
    expect(avif.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(avif.headers.get("Permissions-Policy")).toBeNull();
    const avifBytes = Buffer.from(await avif.arrayBuffer());
    expect((await sharp(avifBytes).metadata()).width).toBe(320);
    const webp = await ask("320", key, "image/webp,*/*");
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    expect(avifBytes.length).toBeLessThan(Buffer.from(await webp.arrayBuffer()).length);
  });
});
