import "../support/seeded-database";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { action, loader } from "~/routes/admin.products.$productId_.media";
import { loader as uploadsLoader } from "~/routes/uploads.$";
import { expectNoAccessPage } from "../support/no-access";
import { insertTestProduct } from "../support/products";
import { get, json, post, postMultipart, signedInUser, toastAfter } from "../support/route-calls";
import { uploadTempFolders } from "../support/upload-temp";

type Refusal = { toast: { title: string; description: string } };
type Screen = {
  media: {
    images: { id: string; url: string; alt: string; order: number }[];
    document: { url: string; title: string | null } | null;
  };
  confirming: unknown;
};

async function ownProduct() {
  const product = await insertTestProduct(db(), { name: "Crème Udder Balm {ws}", incl_price_cents: 9_900 });
  return { ...product, page: `/admin/products/${product.id}/media` };
}

const png = (color = "#3a7d44") =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: color } })
    .png()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } })
    .webp()
    .toBuffer();
const pdf = () => new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

function uploadForm(field: "image" | "document", bytes: Uint8Array, name: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append("intent", field === "image" ? "upload-image" : "upload-document");
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

const upload = (
  product: { id: string; page: string },
  cookie: string,
  field: "image" | "document",
  bytes: Uint8Array,
  name: string,
  extra: Record<string, string> = {},
) =>
  postMultipart(action, `${product.page}?upload=${field}`, uploadForm(field, bytes, name, extra), cookie, {
    productId: product.id,
  });

const imagesOf = (productId: string) =>
  db().selectFrom("product_images").selectAll().where("product_id", "=", productId).orderBy("image_order").execute();
const stored = (key: string | null) => fs.existsSync(path.join(env().UPLOADS_DIR, key ?? "missing"));

describe("the image manager", () => {
  it("takes an image checked by content, names it from the product, makes the shop's variants, and audits it", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const response = await upload(product, manager.cookie, "image", await png(), "photo from phone.jpg", {
      returnTo: `/admin/products/${product.id}`,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/products/${product.id}`);
    expect(await toastAfter(response, manager.cookie)).toMatchObject({ title: "Image uploaded" });
    const [image] = await imagesOf(product.id);
    expect(image).toMatchObject({
      image_order: 1,
      alt_text: "Product image 1",
      original_filename: "photo from phone.jpg",
      width: 900,
      height: 900,
    });
    expect(image?.storage_key).toMatch(
      new RegExp(`^products/creme-udder-balm-${product.wsCode.toLowerCase()}-[0-9a-f]{8}-\\d+\\.png$`),
    );
    expect(stored(image?.storage_key ?? null)).toBe(true);
    for (const width of [160, 320, 480, 800]) {
      for (const format of ["webp", "avif"]) {
        const variant = `variants/${width}/${image?.storage_key?.replace(/\.png$/, "")}.${format}`;
        expect(stored(variant), variant).toBe(true);
      }
    }
    const [entry] = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_id", "=", product.id)
      .execute();
    expect(entry).toEqual({ action: "product.image.add", actor_id: manager.id });
  });

  it("refuses a text file named .png, a file over 5 MB and a fourth image with the spec's messages", async () => {
    const manager = await signedInUser(["admin"]);
    const product = await ownProduct();
    const text = await upload(product, manager.cookie, "image", new TextEncoder().encode("not a picture"), "fake.png");
    expect(text.status).toBe(400);
    expect(await json<Refusal>(text)).toEqual({
      toast: { title: "Invalid file type", description: "Please select an image file" },
    });

    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await png());
    const tooLarge = await upload(product, manager.cookie, "image", big, "huge.png");
    expect(tooLarge.status).toBe(413);
    expect(await json<Refusal>(tooLarge)).toEqual({
      toast: { title: "File too large", description: "Please select an image smaller than 5MB" },
    });

    for (const color of ["#111111", "#222222", "#333333"]) {
      expect((await upload(product, manager.cookie, "image", await png(color), "ok.png")).status).toBe(302);
    }
    const fourth = await upload(product, manager.cookie, "image", await webp(), "fourth.webp");
    expect(fourth.status).toBe(400);
    expect(await json<Refusal>(fourth)).toEqual({
      toast: { title: "Maximum images reached", description: "You can only upload up to 3 images per product" },
    });
    expect(await imagesOf(product.id)).toHaveLength(3);
  });

  it("moves images, keeps the order 1..n after a removal, deletes the files, and describes an image", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    for (const color of ["#aa0000", "#00aa00", "#0000aa"])
      await upload(product, manager.cookie, "image", await png(color), `${color}.png`);
    const [first, second, third] = await imagesOf(product.id);
    const send = (fields: Record<string, string>) =>
      post(action, product.page, fields, manager.cookie, { productId: product.id });

    expect((await send({ intent: "move-image", imageId: third?.id ?? "", move: "up" })).status).toBe(302);
    expect((await imagesOf(product.id)).map((image) => image.id)).toEqual([first?.id, third?.id, second?.id]);

    expect((await send({ intent: "remove-image", imageId: first?.id ?? "" })).status).toBe(302);
    const left = await imagesOf(product.id);
    expect(left.map((image) => [image.id, image.image_order])).toEqual([
      [third?.id, 1],
      [second?.id, 2],
    ]);
    expect(stored(first?.storage_key ?? null)).toBe(false);
    expect(stored(`variants/320/${first?.storage_key?.replace(/\.png$/, "")}.webp`)).toBe(false);
    expect(stored(`variants/320/${first?.storage_key?.replace(/\.png$/, "")}.avif`)).toBe(false);

    const gone = await send({ intent: "remove-image", imageId: first?.id ?? "" });
    expect(gone.status).toBe(400);

    expect(
      (await send({ intent: "alt-text", imageId: second?.id ?? "", altText: "  Tub of balm, lid open " })).status,
    ).toBe(302);
    expect((await imagesOf(product.id))[1]?.alt_text).toBe("Tub of balm, lid open");
    await send({ intent: "alt-text", imageId: second?.id ?? "", altText: "" });
    expect((await imagesOf(product.id))[1]?.alt_text).toBe("Product image 2");

    const actions = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", product.id)
      .orderBy("created_at")
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual([
      "product.image.add",
      "product.image.add",
      "product.image.add",
      "product.image.reorder",
      "product.image.remove",
      "product.image.alt",
      "product.image.alt",
    ]);
  });

  it("asks before removing when JavaScript is off", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    await upload(product, manager.cookie, "image", await png(), "a.png");
    const [image] = await imagesOf(product.id);
    const screen = await json<Screen>(
      await get(loader, `${product.page}?confirm=image:${image?.id}`, manager.cookie, { productId: product.id }),
    );
    expect(screen.confirming).toEqual({ kind: "image", id: image?.id, order: 1 });
  });
});

describe("the PDF document", () => {
  it("stores a PDF checked by content with its title, serves it with Range, replaces and removes it", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const refused = await upload(product, manager.cookie, "document", await png(), "sheet.pdf");
    expect(refused.status).toBe(400);
    expect(await json<Refusal>(refused)).toEqual({
      toast: { title: "Upload failed", description: "Please upload a PDF file" },
    });

    const first = await upload(product, manager.cookie, "document", pdf(), "Data sheet.pdf", {
      title: " Safety data sheet ",
    });
    expect(first.status).toBe(302);
    expect(await toastAfter(first, manager.cookie)).toMatchObject({ title: "Document uploaded" });
    const row = await db()
      .selectFrom("products")
      .select(["document_url", "document_title"])
      .where("id", "=", product.id)
      .executeTakeFirstOrThrow();
    expect(row.document_title).toBe("Safety data sheet");
    expect(row.document_url).toMatch(/^\/uploads\/documents\/.+\.pdf$/);

    const key = row.document_url?.replace("/uploads/", "") ?? "";
    const ranged = await uploadsLoader({
      request: new Request(`http://localhost:3000${row.document_url}`, { headers: { Range: "bytes=0-3" } }),
      params: { "*": key },
      context: {},
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("Content-Type")).toBe("application/pdf");
    expect(await ranged.text()).toBe("%PDF");

    expect((await upload(product, manager.cookie, "document", pdf(), "v2.pdf")).status).toBe(302);
    expect(stored(key)).toBe(false);
    const send = (fields: Record<string, string>) =>
      post(action, product.page, fields, manager.cookie, { productId: product.id });
    expect((await send({ intent: "document-title", title: "Label" })).status).toBe(302);
    expect((await send({ intent: "remove-document" })).status).toBe(302);
    expect(
      await db()
        .selectFrom("products")
        .select(["document_url", "document_title"])
        .where("id", "=", product.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      document_url: null,
      document_title: null,
    });
  });
});

describe("uploads, read into temporary files", () => {
  const storedBytes = (key: string) => fs.readFileSync(path.join(env().UPLOADS_DIR, key));

  it("stores an image and a PDF byte for byte, and leaves no temporary file behind", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const temporary = uploadTempFolders();
    const picture = await png("#5b3a29");
    expect((await upload(product, manager.cookie, "image", picture, "barn.png")).status).toBe(302);
    const [image] = await imagesOf(product.id);
    expect(storedBytes(image?.storage_key ?? "")).toEqual(picture);

    const sheet = new Uint8Array(3 * 1024 * 1024);
    sheet.set(pdf());
    expect((await upload(product, manager.cookie, "document", sheet, "manual.pdf")).status).toBe(302);
    const row = await db()
      .selectFrom("products")
      .select("document_url")
      .where("id", "=", product.id)
      .executeTakeFirstOrThrow();
    // Compared whole (toEqual walks 3 MB byte by byte, slowly).
    expect(storedBytes(row.document_url?.replace("/uploads/", "") ?? "").equals(sheet)).toBe(true);
    expect(uploadTempFolders()).toEqual(temporary);
  });

  it("refuses a PDF over 10 MB and a file that is no PDF with the spec's messages, and leaves no temporary file behind", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const temporary = uploadTempFolders();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdf());
    const tooLarge = await upload(product, manager.cookie, "document", big, "huge.pdf");
    expect(tooLarge.status).toBe(413);
    expect(await json<Refusal>(tooLarge)).toEqual({
      toast: { title: "Upload failed", description: "Please upload a PDF file smaller than 10MB" },
    });
    const wrong = await upload(product, manager.cookie, "document", new TextEncoder().encode("%PDX"), "fake.pdf");
    expect(wrong.status).toBe(400);
    expect(await json<Refusal>(wrong)).toEqual({
      toast: { title: "Upload failed", description: "Please upload a PDF file" },
    });
    const bigImage = new Uint8Array(5 * 1024 * 1024 + 10);
    bigImage.set(await png());
    expect((await upload(product, manager.cookie, "image", bigImage, "huge.png")).status).toBe(413);
    expect((await upload(product, manager.cookie, "image", pdf(), "sheet.png")).status).toBe(400);
    expect(await imagesOf(product.id)).toEqual([]);
    expect(
      (await db().selectFrom("products").select("document_url").where("id", "=", product.id).executeTakeFirstOrThrow())
        .document_url,
    ).toBeNull();
    expect(uploadTempFolders()).toEqual(temporary);
  });
});

describe("access", () => {
  it("is for staff who manage products", async () => {
    const product = await ownProduct();
    const content = await signedInUser(["content_manager"]);
    await expectNoAccessPage(await upload(product, content.cookie, "image", await png(), "a.png"), "products");
    expect(await imagesOf(product.id)).toEqual([]);
    expect(
      (await get(loader, "/admin/products/nope/media", (await signedInUser(["admin"])).cookie, { productId: "nope" }))
        .status,
    ).toBe(404);
  });
});
