import { randomUUID } from "node:crypto";
import { OUTSIDE_SOUTH_AFRICA_MESSAGE } from "~/accounts/client-registration-rules";
import { clientProfileFormValues } from "~/clients/client-forms";
import { customerDetails } from "~/orders/checkout.server";
import { db } from "~/platform/db.server";
import * as adminLayout from "~/routes/admin";
import * as clientsRoute from "~/routes/admin.clients";
import { action, loader } from "~/routes/admin.clients";
import { insertOrder } from "../support/orders";
import { remixApp, renderedText } from "../support/remix-app";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";
import { insertUser } from "../support/users";

let sequence = 0;

/** A client (user, profile, one delivery location near the shop) under a tag no other test uses. */
async function client() {
  sequence += 1;
  const tag = `cl${sequence}x${randomUUID().slice(0, 6)}`;
  const user = await insertUser(db(), { email: `${tag}@example.com` });
  const profileId = randomUUID();
  await db()
    .insertInto("client_profiles")
    .values({
      id: profileId,
      user_id: user.id,
      client_code: `CL-${tag}`,
      first_name: "Thandi",
      last_name: `Mokoena ${tag}`,
      email: user.email,
      phone: "082 123 4567",
      company_name: `Boerdery ${tag}`,
    })
    .execute();
  const locationId = randomUUID();
  await db()
    .insertInto("client_delivery_locations")
    .values({
      id: locationId,
      user_id: user.id,
      location_name: "Farm",
      address_line_1: "Plot 7",
      latitude: -25.742,
      longitude: 28.5347,
      province: "Gauteng",
      delivery_fee_cents: 1000,
      distance_km: 1,
      is_default: 1,
    })
    .execute();
  return { ...user, tag, profileId, locationId, code: `CL-${tag}` };
}

type Page = {
  clients: { userId: string; clientCode: string }[];
  client: null | {
    profile: { updated_at: string; delivery_discount_percentage: number; vat_number: string | null };
    locations: {
      id: string;
      updated_at: string;
      distance_km: number | null;
      delivery_fee_cents: number | null;
      latitude: number;
    }[];
    orders: unknown[];
    loyaltyPoints: number;
  };
  edit: string | null;
};

const profileFields = (userId: string, updatedAt: string, changes: Record<string, string> = {}) => ({
  intent: "profile",
  userId,
  updatedAt,
  firstName: "Thandi",
  lastName: "Mokoena",
  email: "thandi@example.com",
  phone: "082 123 4567",
  companyName: "Mokoena Boerdery",
  vatNumber: "4123 456 789",
  preferredContactMethod: "whatsapp",
  isActive: "on",
  deliveryDiscountPercentage: "15",
  adminNotes: "Pays on time.",
  ...changes,
});

describe("client management", () => {
  it("finds clients by name, e-mail, client code, phone or company, and opens one with locations, orders and points", async () => {
    const support = await signedInUser(["customer_support"]);
    const found = await client();
    for (const search of [found.tag, found.email, found.code, `Boerdery ${found.tag}`]) {
      const page = await json<Page>(
        await get(loader, `/admin/clients?search=${encodeURIComponent(search)}`, support.cookie),
      );
      expect(page.clients.map((row) => row.userId)).toEqual([found.id]);
    }
    await db()
      .insertInto("loyalty_points")
      .values({ id: randomUUID(), user_id: found.id, points: 40, reason: "review" })
      .execute();
    const panel = await json<Page>(await get(loader, `/admin/clients?client=${found.id}`, support.cookie));
    expect(panel.client?.locations.map((row) => row.id)).toEqual([found.locationId]);
    expect(panel.client?.loyaltyPoints).toBe(40);
    expect(panel.client?.orders).toEqual([]);
  });

  it("shows the client's orders with their statuses in words, never the stored codes", async () => {
    const support = await signedInUser(["customer_support"]);
    const found = await client();
    const product = { id: randomUUID(), ws_code: `WS${Date.now() % 1e9}`, stock_code: "SC-CL", product_name: "Teff" };
    await db().insertInto("products").values(product).execute();
    const paid = await insertOrder(db(), {
      userId: found.id,
      lines: [{ productId: product.id, quantity: 1 }],
      status: "payment_received",
      paymentStatus: "paid",
    });
    const collected = await insertOrder(db(), {
      userId: found.id,
      lines: [{ productId: product.id, quantity: 1 }],
      status: "delivered",
      paymentStatus: "paid",
    });
    const pages = remixApp([
      { id: "routes/admin", parentId: "root", path: "admin", module: adminLayout },
      { id: "routes/admin.clients", parentId: "routes/admin", path: "clients", module: clientsRoute },
    ]);
    const text = await renderedText(pages, `/admin/clients?client=${found.id}`, support.cookie);
    expect(text).toMatch(new RegExp(`${paid.orderNumber} · [1-9]\\d? [A-Z][a-z]+ \\d{4} · Payment received ·`));
    expect(text).toMatch(new RegExp(`${collected.orderNumber} · [1-9]\\d? [A-Z][a-z]+ \\d{4} · Collected ·`));
    expect(text).not.toMatch(/payment_received|\bdelivered\b/);
  });

  it("is closed to roles without the clients area", async () => {
    const inventory = await signedInUser(["inventory_manager"]);
    expect((await get(loader, "/admin/clients", inventory.cookie)).status).toBe(403);
  });

  it("saves the profile with the spec's message, audited; checkout then applies the new discount", async () => {
    const admin = await signedInUser(["admin"]);
    const found = await client();
    const panel = await json<Page>(await get(loader, `/admin/clients?client=${found.id}&edit=profile`, admin.cookie));
    expect(panel.edit).toBe("profile");
    const saved = await post(
      action,
      `/admin/clients?client=${found.id}&edit=profile`,
      profileFields(found.id, panel.client?.profile.updated_at ?? ""),
      admin.cookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/clients?client=${found.id}`);
    expect((await toastAfter(saved, admin.cookie))?.title).toBe("Client profile updated successfully");
    const row = await db()
      .selectFrom("client_profiles")
      .selectAll()
      .where("user_id", "=", found.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      vat_number: "4123456789",
      preferred_contact_method: "whatsapp",
      delivery_discount_percentage: 15,
      admin_notes: "Pays on time.",
      is_active: 1,
      company_name: "Mokoena Boerdery",
    });
    expect((await customerDetails(db(), found.id)).discountPercentage).toBe(15);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("entity_id", "=", found.profileId)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(["client.update"]);
    expect(JSON.parse(audit[0]?.details ?? "{}").changes.delivery_discount_percentage).toEqual({ from: 0, to: 15 });

    // An inactive client keeps the record but checkout gives no discount.
    const fresh = await json<Page>(await get(loader, `/admin/clients?client=${found.id}`, admin.cookie));
    const { isActive: _dropped, ...inactive } = profileFields(found.id, fresh.client?.profile.updated_at ?? "");
    expect((await post(action, "/admin/clients", inactive, admin.cookie)).status).toBe(302);
    expect((await customerDetails(db(), found.id)).discountPercentage).toBe(0);
  });

  it("refuses a discount outside 0-100, a bad VAT number, and a stale copy, keeping what was typed", async () => {
    const admin = await signedInUser(["admin"]);
    const found = await client();
    const opened =
      (await json<Page>(await get(loader, `/admin/clients?client=${found.id}`, admin.cookie))).client?.profile
        .updated_at ?? "";
    for (const discount of ["101", "-1", "2.5", "lots"]) {
      const refused = await post(
        action,
        "/admin/clients",
        profileFields(found.id, opened, { deliveryDiscountPercentage: discount }),
        admin.cookie,
      );
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({
        title: "Failed to update client profile",
        message: "The delivery discount must be a whole number from 0 to 100",
        typed: { deliveryDiscountPercentage: discount },
      });
    }
    const vat = await post(
      action,
      "/admin/clients",
      profileFields(found.id, opened, { vatNumber: "123" }),
      admin.cookie,
    );
    expect((await json<{ message: string }>(vat)).message).toBe(
      "Please enter a South African VAT number: 10 digits starting with 4",
    );
    expect((await post(action, "/admin/clients", profileFields(found.id, opened), admin.cookie)).status).toBe(302);
    const stale = await post(
      action,
      "/admin/clients",
      profileFields(found.id, opened, { deliveryDiscountPercentage: "50" }),
      admin.cookie,
    );
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toContain(`changed by ${admin.email}`);
    const row = await db()
      .selectFrom("client_profiles")
      .select("delivery_discount_percentage")
      .where("user_id", "=", found.id)
      .executeTakeFirstOrThrow();
    expect(row.delivery_discount_percentage).toBe(15);
    const missing = await post(action, "/admin/clients", profileFields("nobody", opened), admin.cookie);
    expect(missing.status).toBe(404);
  });

  it("shows a refused stale profile save merged, and a second Save keeps the other person's changes", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["admin"]);
    const found = await client();
    const stored = () =>
      db().selectFrom("client_profiles").selectAll().where("user_id", "=", found.id).executeTakeFirstOrThrow();
    const edit = `/admin/clients?client=${found.id}&edit=profile`;
    const screen = await json<Page & { opened: string | null }>(await get(loader, edit, second.cookie));
    const before = await stored();
    const { isActive: _active, ...values } = clientProfileFormValues(before);
    const asOpened = {
      intent: "profile",
      userId: found.id,
      updatedAt: before.updated_at,
      opened: screen.opened ?? "",
      ...values,
    };
    // The first person raises the discount, makes the client inactive and writes a note.
    expect(
      (
        await post(
          action,
          "/admin/clients",
          { ...asOpened, deliveryDiscountPercentage: "15", adminNotes: "Pays on time." },
          first.cookie,
        )
      ).status,
    ).toBe(302);
    // The second, on the copy opened before, changes the phone and writes another note (Active still ticked).
    const stale = await post(
      action,
      "/admin/clients",
      { ...asOpened, isActive: "on", phone: "083 555 0101", adminNotes: "Call before delivery." },
      second.cookie,
    );
    expect(stale.status).toBe(409);
    const refusal = await json<{
      typed: Record<string, string>;
      stale: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[]; opened: string };
    }>(stale);
    const saved = await stored();
    expect(refusal.typed).toMatchObject({
      phone: "083 555 0101",
      adminNotes: "Call before delivery.",
      deliveryDiscountPercentage: "15",
      isActive: "",
      updatedAt: saved.updated_at,
    });
    expect(refusal.stale.taken).toEqual(["Delivery discount (%)", "Active"]);
    expect(refusal.stale.conflicts).toEqual([
      { label: "Admin notes", theirs: "Pays on time.", yours: "Call before delivery." },
    ]);

    // Save again as shown (an unticked box sends nothing): their discount and status stay.
    const { isActive, ...shown } = refusal.typed;
    const again = await post(action, "/admin/clients", isActive ? refusal.typed : shown, second.cookie);
    expect(again.status).toBe(302);
    expect(await stored()).toMatchObject({
      phone: "083 555 0101",
      admin_notes: "Call before delivery.",
      delivery_discount_percentage: 15,
      is_active: 0,
    });
  });

  it("edits a delivery location: new coordinates work the distance and fee out again; bad points are refused with the customer's messages", async () => {
    const admin = await signedInUser(["admin"]);
    const found = await client();
    const opened = (await json<Page>(await get(loader, `/admin/clients?client=${found.id}`, admin.cookie))).client
      ?.locations[0];
    const fields = (changes: Record<string, string>) => ({
      intent: "location",
      userId: found.id,
      locationId: found.locationId,
      updatedAt: opened?.updated_at ?? "",
      locationName: "Farm gate",
      addressLine1: "Plot 7, Rayton road",
      province: "Gauteng",
      latitude: "-25.742",
      longitude: "28.5347",
      ...changes,
    });
    const outside = await post(
      action,
      "/admin/clients",
      fields({ latitude: "51.5", longitude: "-0.12" }),
      admin.cookie,
    );
    expect(outside.status).toBe(400);
    expect(await json(outside)).toMatchObject({
      title: "Failed to update delivery location",
      message: OUTSIDE_SOUTH_AFRICA_MESSAGE,
    });
    const notNumber = await post(action, "/admin/clients", fields({ latitude: "north" }), admin.cookie);
    expect((await json<{ message: string }>(notNumber)).message).toBe(
      "Please enter valid latitude and longitude values.",
    );
    const noName = await post(action, "/admin/clients", fields({ locationName: " " }), admin.cookie);
    expect((await json<{ message: string }>(noName)).message).toBe("Please enter a name for the location");

    // Polokwane is about 250 km from the shop: a new distance and a higher fee.
    const moved = await post(
      action,
      "/admin/clients",
      fields({ latitude: "-23.9045", longitude: "29.4689" }),
      admin.cookie,
    );
    expect(moved.status).toBe(302);
    expect((await toastAfter(moved, admin.cookie))?.title).toBe("Delivery location updated");
    const row = await db()
      .selectFrom("client_delivery_locations")
      .selectAll()
      .where("id", "=", found.locationId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ location_name: "Farm gate", latitude: -23.9045, longitude: 29.4689 });
    expect(row.distance_km ?? 0).toBeGreaterThan(100);
    expect(row.delivery_fee_cents === null || row.delivery_fee_cents > 1000).toBe(true);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", found.locationId)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(["client.location.update"]);
  });
});
