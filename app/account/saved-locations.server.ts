import { requireUser } from "~/accounts/auth.server";
import { type LocationPricing, priceLocation } from "~/delivery/saved-location.server";
import { savedLocationInputType } from "~/orders/checkout-rules";
import { type Database, db, nowIso } from "~/platform/db.server";
import type { CustomerLocationValue } from "./location-form";

/**
 * A customer's own saved delivery locations, edited and removed at /account/locations/{id}
 * (issue 44 point 8, decision 0095). Only the owner's: anyone else's location, an unknown id and
 * a malformed one are all not found alike. Like the rest of a customer's own details (the
 * profile), these changes are the customer's and are not written to the staff's audit log.
 */

/** The owner's location by its id, or undefined. */
export async function ownLocation(db: Database, userId: string, locationId: string | undefined) {
  if (!locationId || locationId.length > 100) return undefined;
  return db
    .selectFrom("client_delivery_locations")
    .select([
      "id",
      "location_name",
      "address_line_1",
      "address_line_2",
      "city",
      "province",
      "postal_code",
      "latitude",
      "longitude",
      "delivery_instructions",
      "delivery_fee_cents",
      "distance_km",
      "is_default",
    ])
    .where("id", "=", locationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export type LocationSaved =
  | { ok: false }
  /** `moved`: the point changed and was priced again; `outside`: it is beyond the delivery area. */
  | { ok: true; moved: boolean; outside: boolean };

/**
 * Saves the owner's changes. The point on the map is kept as it was unless the customer changed
 * the coordinates (the address lines are words for the driver, never turned into a point); a
 * changed point is priced again by the delivery engine the way client registration prices one
 * (`priceLocation`: the standard method, a medium load), and beyond the delivery area its fee is
 * left empty with the distance kept.
 */
export async function updateOwnLocation(
  db: Database,
  userId: string,
  locationId: string | undefined,
  form: CustomerLocationValue,
): Promise<LocationSaved> {
  const current = await ownLocation(db, userId, locationId);
  if (!current) return { ok: false };
  const moved = current.latitude !== form.latitude || current.longitude !== form.longitude;
  const quoted = moved
    ? await priceLocation(
        db,
        { lat: form.latitude, lng: form.longitude },
        savedLocationInputType({ address_line_1: form.addressLine1, city: form.city }),
      )
    : null;
  const priced = quoted && "delivery_fee_cents" in quoted ? (quoted as LocationPricing) : null;
  await db
    .updateTable("client_delivery_locations")
    .set({
      location_name: form.locationName,
      address_line_1: form.addressLine1,
      address_line_2: form.addressLine2,
      city: form.city,
      province: form.province,
      postal_code: form.postalCode,
      latitude: form.latitude,
      longitude: form.longitude,
      delivery_instructions: form.deliveryInstructions,
      ...(quoted
        ? {
            distance_km: quoted.distance_km,
            delivery_fee_cents: priced?.delivery_fee_cents ?? null,
            calculated_delivery_fee_cents: priced?.calculated_delivery_fee_cents ?? null,
            ...(priced ? { delivery_method: priced.delivery_method, load_type: priced.load_type } : {}),
          }
        : {}),
      updated_at: nowIso(),
    })
    .where("id", "=", current.id)
    .where("user_id", "=", userId)
    .execute();
  return { ok: true, moved, outside: quoted !== null && priced === null };
}

/**
 * Removes the owner's location. Orders placed with it keep their own copy of the address (their
 * link to the location is cleared by the database, ON DELETE SET NULL); when the default one
 * goes, the most recently changed of the others becomes the default.
 */
export async function removeOwnLocation(
  db: Database,
  userId: string,
  locationId: string | undefined,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await ownLocation(trx, userId, locationId);
    if (!current) return false;
    await trx.deleteFrom("client_delivery_locations").where("id", "=", current.id).execute();
    if (current.is_default) {
      const next = await trx
        .selectFrom("client_delivery_locations")
        .select("id")
        .where("user_id", "=", userId)
        .orderBy("updated_at", "desc")
        .executeTakeFirst();
      if (next)
        await trx.updateTable("client_delivery_locations").set({ is_default: 1 }).where("id", "=", next.id).execute();
    }
    return true;
  });
}

/**
 * The signed-in customer and their own location named in the address: a visitor is sent to sign
 * in, anyone else's (or an unknown) location answers 404, as if it did not exist.
 */
export async function requireOwnLocation(request: Request, locationId: string | undefined) {
  const user = await requireUser(request);
  const location = await ownLocation(db(), user.id, locationId);
  if (!location) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { user, location };
}
