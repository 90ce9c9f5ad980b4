import { OPEN_ORDER_STATUSES } from "~/orders/order-status";
import type { Database } from "~/platform/db.server";
import { loyaltySummary } from "./loyalty.server";
import { loadProfile } from "./profile.server";

export type SavedLocation = {
  id: string;
  name: string;
  addressLines: string[];
  city: string | null;
  province: string;
  postalCode: string;
  distanceKm: number | null;
  deliveryFeeCents: number | null;
  isDefault: boolean;
};

/** The user's delivery locations, the default one first. */
export async function savedLocations(db: Database, userId: string): Promise<SavedLocation[]> {
  const rows = await db
    .selectFrom("client_delivery_locations")
    .select([
      "id",
      "location_name",
      "address_line_1",
      "address_line_2",
      "city",
      "province",
      "postal_code",
      "distance_km",
      "delivery_fee_cents",
      "is_default",
    ])
    .where("user_id", "=", userId)
    .orderBy("is_default", "desc")
    .orderBy("updated_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.location_name,
    addressLines: [row.address_line_1, row.address_line_2].filter((line): line is string => Boolean(line?.trim())),
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    distanceKm: row.distance_km,
    deliveryFeeCents: row.delivery_fee_cents,
    isDefault: row.is_default === 1,
  }));
}

/** Everything the account screen shows, read in parallel. */
export async function loadAccountPage(db: Database, userId: string) {
  const [profile, loyalty, locations, counts] = await Promise.all([
    loadProfile(db, userId),
    loyaltySummary(db, userId),
    savedLocations(db, userId),
    db
      .selectNoFrom((eb) => [
        eb
          .selectFrom("pending_reviews")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .where("user_id", "=", userId)
          .where("status", "=", "pending")
          .as("pendingReviews"),
        eb
          .selectFrom("orders")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .where("user_id", "=", userId)
          .as("orders"),
        eb
          .selectFrom("orders")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .where("user_id", "=", userId)
          .where("status", "in", [...OPEN_ORDER_STATUSES])
          .as("openOrders"),
        eb
          .selectFrom("favorites")
          .innerJoin("products", "products.id", "favorites.product_id")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .where("favorites.user_id", "=", userId)
          .where("products.is_active", "=", 1)
          .as("favorites"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    profile,
    loyalty,
    locations,
    pendingReviews: Number(counts.pendingReviews ?? 0),
    orders: Number(counts.orders ?? 0),
    openOrders: Number(counts.openOrders ?? 0),
    favorites: Number(counts.favorites ?? 0),
  };
}
