import "../support/seeded-database";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { imageTooManyPixels } from "~/catalog/product-media-messages";
import { THUMBNAIL_TOO_LARGE_TITLE } from "~/content/messages";
import { FAILED_TO_UPLOAD_IMAGE } from "~/newsletter/newsletter-messages";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { MAX_IMAGE_PIXELS, tooManyPixelsText } from "~/platform/image-limits";
import * as aboutScreen from "~/routes/admin.about-video-management";
import * as homeScreen from "~/routes/admin.home-video-management";
import { action as newsletterAction } from "~/routes/admin.newsletter-management_.$newsletterId";
import { action as mediaAction } from "~/routes/admin.products.$productId_.media";
import { blackPng } from "../support/huge-png";
import { insertTestProduct } from "../support/products";
import { json, postMultipart, signedInUser } from "../support/route-calls";
import { uploadTempFolders } from "../support/upload-temp";

/**
 * Issue 47.7 (decision 0105): every picture upload reads the picture's size from its header and
 * refuses one past MAX_IMAGE_PIXELS with its size and the limit, a 400, the form's other fields
 * kept, and nothing stored. The proof of payment's refusal is in orders.test.ts.
 */

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/video");
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

/** Every file under the uploads folder: what a refusal must leave as it was. */
function storedFiles(): string[] {
  const root = env().UPLOADS_DIR;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).sort();
}

let huge: Uint8Array<ArrayBuffer>;
let justOver: Uint8Array<ArrayBuffer>;
const HUGE = { width: 30_000, height: 30_000 };
const HUGE_TEXT = tooManyPixelsText(HUGE);

beforeAll(async () => {
  // 900 million pixels in about 110 KB (one bit a pixel, all black), and one row past the limit.
  huge = blackPng(HUGE.width, HUGE.height);
  justOver = blackPng(6_000, 4_001);
  expect(huge.length).toBeLessThan(200 * 1024);
  expect(await sharp(huge, { limitInputPixels: false }).metadata()).toMatchObject(HUGE);
  expect(6_000 * 4_001).toBeGreaterThan(MAX_IMAGE_PIXELS);
});

describe("a picture past the pixel limit", () => {
  it("is refused as a product image with its size, not as the wrong type, and nothing is stored", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await insertTestProduct(db(), { name: "Pixel Bomb Lick {ws}", incl_price_cents: 5_000 });
    const before = storedFiles();
    const temporary = uploadTempFolders();
    for (const [bytes, size] of [
      [huge, HUGE],
      [justOver, { width: 6_000, height: 4_001 }],
    ] as const) {
      const form = new FormData();
      form.append("intent", "upload-image");
      form.append("returnTo", `/admin/products/${product.id}`);
      form.append("image", new Blob([bytes]), "bomb.png");
      const response = await postMultipart(
        mediaAction,
        `/admin/products/${product.id}/media?upload=image`,
        form,
        manager.cookie,
        { productId: product.id },
      );
      expect(response.status).toBe(400);
      expect(await json<{ toast: unknown }>(response)).toMatchObject({ toast: imageTooManyPixels(size) });
    }
    expect(imageTooManyPixels(HUGE)).toEqual({
      title: "Image too large",
      description:
        "This picture is too large: 30000 × 30000 pixels. Please select one of at most 24 megapixels (for example 6000 × 4000).",
    });
    expect(await db().selectFrom("product_images").select("id").where("product_id", "=", product.id).execute()).toEqual(
      [],
    );
    expect(storedFiles()).toEqual(before);
    expect(uploadTempFolders()).toEqual(temporary);
  });

  it("is refused as a newsletter's cartoon with what was typed kept, and one at the limit is taken", async () => {
    const admin = await signedInUser(["admin"]);
    const title = `Pixel limit ${Date.now()}`;
    const fields = {
      intent: "save",
      title,
      status: "draft",
      subjectEn: "Lucerne prices this week",
      contentEn: "Dear farmer, lucerne is in.",
      cartoonAlt: "A very large black square",
    };
    const editorForm = (bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set("image", new Blob([bytes]), "cartoon.png");
      return form;
    };
    const before = storedFiles();
    const refused = await postMultipart(
      newsletterAction,
      "/admin/newsletter-management/new",
      editorForm(huge),
      admin.cookie,
      {
        newsletterId: "new",
      },
    );
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      title: FAILED_TO_UPLOAD_IMAGE,
      message: HUGE_TEXT,
      values: { title, subjectEn: fields.subjectEn, contentEn: fields.contentEn, cartoonAlt: fields.cartoonAlt },
    });
    expect(await db().selectFrom("newsletters").select("id").where("title", "=", title).execute()).toEqual([]);
    expect(storedFiles()).toEqual(before);

    // 6000 × 4000 is exactly the limit: taken.
    const taken = await postMultipart(
      newsletterAction,
      "/admin/newsletter-management/new",
      editorForm(blackPng(6_000, 4_000)),
      admin.cookie,
      { newsletterId: "new" },
    );
    expect(taken.status).toBe(302);
    const row = await db()
      .selectFrom("newsletters")
      .select("cartoon_image_url")
      .where("title", "=", title)
      .executeTakeFirstOrThrow();
    expect(row.cartoon_image_url).toMatch(/^\/uploads\/newsletter-images\/.+\.png$/);
  });

  it("is refused as a home or about video's thumbnail with the name kept, and neither file is stored", async () => {
    const admin = await signedInUser(["content_manager"]);
    for (const [screen, page, table] of [
      [homeScreen, "/admin/home-video-management", "home_videos"],
      [aboutScreen, "/admin/about-video-management", "about_videos"],
    ] as const) {
      const name = `Harvest tour ${Date.now()}`;
      const form = new FormData();
      form.append("intent", "upload");
      form.append("name", name);
      form.append("video", new Blob([fixture("tiny.mp4")]), "tour.mp4");
      form.append("thumbnail", new Blob([huge]), "tour.png");
      const before = storedFiles();
      const response = await postMultipart(screen.action, page, form, admin.cookie);
      expect(response.status, page).toBe(400);
      expect(await json(response)).toEqual({ title: THUMBNAIL_TOO_LARGE_TITLE, message: HUGE_TEXT, name });
      expect(await db().selectFrom(table).select("id").where("name", "=", name).execute()).toEqual([]);
      expect(storedFiles(), page).toEqual(before);
    }
  });
});
