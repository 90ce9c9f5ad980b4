import { z } from "zod";
import { loyaltySummary } from "~/account/loyalty.server";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { type LocationPricing, priceLocation } from "~/delivery/saved-location.server";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import { containsText } from "~/platform/text-search.server";
import {
  type ClientLocationValue,
  type ClientProfileValue,
  clientLocationFormValues,
  clientProfileFormValues,
} from "./client-forms";
import { CLIENT_MESSAGES } from "./messages";

/**
 * Client management (/admin/clients): the client profiles, searched on name, e-mail, client
 * code, phone and company; one client's profile, delivery locations, orders and loyalty points;
 * staff edits of the profile (the delivery discount is what checkout applies) and of a delivery
 * location (new coordinates are priced again by the delivery engine). Every edit is audited.
 */

import { CLIENTS_PAGE_SIZE } from "~/clients/client-forms";

export { CLIENTS_PAGE_SIZE };

export const ClientsQuery = z.object({
  search: z.string().trim().max(100).catch(""),
  limit: z.coerce
    .number()
    .int()
    .catch(CLIENTS_PAGE_SIZE)
    .transform((limit) => Math.min(Math.max(limit, CLIENTS_PAGE_SIZE), 500)),
  client: z.string().trim().max(100).catch("").default(""),
  edit: z.enum(["profile", "location"]).optional().catch(undefined),
  location: z.string().trim().max(100).catch("").default(""),
});
export type ClientsQueryValue = z.infer<typeof ClientsQuery>;

export async function listClients(db: Database, query: ClientsQueryValue) {
  const rows = await db
    .selectFrom("client_profiles")
    .select([
      "user_id",
      "client_code",
      "first_name",
      "last_name",
      "email",
      "phone",
      "company_name",
      "is_active",
      "created_at",
    ])
    .$if(query.search !== "", (qb) =>
      qb.where(
        containsText(query.search, ["first_name", "last_name", "email", "client_code", "phone", "company_name"]),
      ),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit + 1)
    .execute();
  return {
    clients: rows.slice(0, query.limit).map((row) => ({
      userId: row.user_id,
      clientCode: row.client_code,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      phone: row.phone,
      company: row.company_name,
      active: row.is_active === 1,
      createdAt: row.created_at,
    })),
    hasMore: rows.length > query.limit,
  };
}

/** One client: profile, delivery locations (default first), recent orders and loyalty points. */
export async function loadClient(db: Database, userId: string) {
  if (!userId) return null;
  const profile = await db.selectFrom("client_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!profile) return null;
  const [locations, orders, loyalty] = await Promise.all([
    db
      .selectFrom("client_delivery_locations")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("is_default", "desc")
      .orderBy("updated_at", "desc")
      .execute(),
    db
      .selectFrom("orders")
      .select(["order_number", "created_at", "status", "fulfilment_method", "total_cents"])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .limit(20)
      .execute(),
    loyaltySummary(db, userId),
  ]);
  return { profile, locations, orders, loyaltyPoints: loyalty.balance };
}

type Actor = { id: string; email: string };
export type ClientOutcome =
  | { ok: true; title: string; description: string }
  | {
      ok: false;
      status: 404 | 409;
      message: string;
      /** A stale save: the stored record's form values, to merge with what was typed, and its version. */
      current?: Record<string, string>;
      currentUpdatedAt?: string;
    };

async function stale(
  db: Database,
  entityType: string,
  record: { id: string; updated_at: string },
  current: Record<string, string>,
): Promise<ClientOutcome> {
  const change = await lastChangeTo(db, entityType, record.id);
  return {
    ok: false,
    status: 409,
    message: staleEditMessage({ by: change?.actor_email ?? null, at: change?.created_at ?? nowIso() }),
    current,
    currentUpdatedAt: record.updated_at,
  };
}

export async function updateClientProfile(
  db: Database,
  actor: Actor,
  form: ClientProfileValue,
  ipAddress: string,
): Promise<ClientOutcome> {
  const current = await db
    .selectFrom("client_profiles")
    .selectAll()
    .where("user_id", "=", form.userId)
    .executeTakeFirst();
  if (!current) return { ok: false, status: 404, message: CLIENT_MESSAGES.clientNotFound };
  if (isStale(form.updatedAt, current.updated_at))
    return stale(db, "client_profile", current, clientProfileFormValues(current));
  const after = {
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    phone: form.phone,
    company_name: form.companyName,
    vat_number: form.vatNumber,
    preferred_contact_method: form.preferredContactMethod,
    is_active: form.isActive ? 1 : 0,
    delivery_discount_percentage: form.deliveryDiscountPercentage,
    admin_notes: form.adminNotes,
  };
  const changes = fieldChanges(current, after);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("client_profiles")
      .set({ ...after, updated_at: nowIso() })
      .where("id", "=", current.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "client.update",
      entityType: "client_profile",
      entityId: current.id,
      details: { userId: current.user_id, clientCode: current.client_code, changes },
      ipAddress,
    });
  });
  return {
    ok: true,
    title: CLIENT_MESSAGES.profileUpdated,
    description: `${form.firstName} ${form.lastName} (${current.client_code})`,
  };
}

/**
 * A delivery location edited by staff. New coordinates are priced again by the delivery engine
 * (the same standard method and load as the customer's saved location); beyond the delivery
 * area the distance is kept and the fee left empty.
 */
export async function updateClientLocation(
  db: Database,
  actor: Actor,
  form: ClientLocationValue,
  ipAddress: string,
): Promise<ClientOutcome> {
  const current = await db
    .selectFrom("client_delivery_locations")
    .selectAll()
    .where("id", "=", form.locationId)
    .where("user_id", "=", form.userId)
    .executeTakeFirst();
  if (!current) return { ok: false, status: 404, message: CLIENT_MESSAGES.locationNotFound };
  if (isStale(form.updatedAt, current.updated_at))
    return stale(db, "client_delivery_location", current, clientLocationFormValues(current));
  const moved = current.latitude !== form.latitude || current.longitude !== form.longitude;
  const quoted = moved ? await priceLocation(db, { lat: form.latitude, lng: form.longitude }, "coordinates") : null;
  const priced = quoted && "delivery_fee_cents" in quoted ? (quoted as LocationPricing) : null;
  const pricing = quoted
    ? {
        distance_km: quoted.distance_km,
        delivery_fee_cents: priced?.delivery_fee_cents ?? null,
        calculated_delivery_fee_cents: priced?.calculated_delivery_fee_cents ?? null,
      }
    : null;
  const after = {
    location_name: form.locationName,
    address_line_1: form.addressLine1,
    address_line_2: form.addressLine2,
    city: form.city,
    province: form.province,
    postal_code: form.postalCode,
    latitude: form.latitude,
    longitude: form.longitude,
    delivery_instructions: form.deliveryInstructions,
    admin_notes: form.adminNotes,
    ...(pricing ?? {}),
  };
  const changes = fieldChanges(current, after);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("client_delivery_locations")
      .set({
        ...after,
        ...(priced ? { delivery_method: priced.delivery_method, load_type: priced.load_type } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", current.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "client.location.update",
      entityType: "client_delivery_location",
      entityId: current.id,
      details: { userId: current.user_id, changes },
      ipAddress,
    });
  });
  const outside = quoted !== null && priced === null;
  return {
    ok: true,
    title: CLIENT_MESSAGES.locationUpdated,
    description: outside ? CLIENT_MESSAGES.outsideDeliveryArea : form.locationName,
  };
}
