import { jsonArrayFrom } from "kysely/helpers/sqlite";
import { type Database, nowIso } from "~/platform/db.server";
import { sameAddress } from "./personal-data-address.server";

/** JSON columns come back as text from SQLite unless a result plugin already parsed them. */
function parsedList<T>(value: T[] | string): T[] {
  return typeof value === "string" ? (JSON.parse(value) as T[]) : value;
}

const flagged = (value: number | null | undefined) => value === 1;

/**
 * Everything the shop holds about a user, for 'Download my data' (POPIA's right of access).
 * Secrets never leave: no password hash, no session ids, no token hashes, no unsubscribe tokens,
 * no e-mail bodies (reset and confirmation e-mails carry live links).
 */
export async function exportPersonalData(db: Database, userId: string) {
  const user = await db
    .selectFrom("users")
    .select([
      "id",
      "email",
      "first_name",
      "last_name",
      "phone",
      "company_name",
      "delivery_notes",
      "email_confirmed_at",
      "suspended_at",
      "locked_until",
      "created_at",
      "updated_at",
    ])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const email = user.email;
  const proof = await db
    .selectFrom("phone_proofs")
    .leftJoin("sms_consents as consent", "consent.phone", "phone_proofs.phone")
    .leftJoin("sms_opt_outs as opt_out", "opt_out.phone", "phone_proofs.phone")
    .select([
      "phone_proofs.phone",
      "phone_proofs.proved_at",
      "phone_proofs.source",
      "consent.given_at",
      "consent.source as consent_source",
      "opt_out.opted_out_at",
      "opt_out.source as opt_out_source",
    ])
    .where("phone_proofs.user_id", "=", userId)
    .executeTakeFirst();
  const smsReplies = proof
    ? await db
        .selectFrom("sms_inbound")
        .select(["received_at", "body", "kind"])
        .where("from_number", "=", proof.phone)
        .orderBy("received_at")
        .execute()
    : [];

  const [
    roles,
    clientProfile,
    deliveryLocations,
    orders,
    reviews,
    pendingReviews,
    loyalty,
    favorites,
    cart,
    newsletter,
    contactMessages,
    sessions,
    signInAttempts,
    oauthConnections,
    emails,
  ] = await Promise.all([
    db.selectFrom("user_roles").select(["role", "created_at"]).where("user_id", "=", userId).execute(),
    db
      .selectFrom("client_profiles")
      .select([
        "client_code",
        "first_name",
        "last_name",
        "email",
        "phone",
        "company_name",
        "vat_number",
        "preferred_contact_method",
        "is_active",
        "delivery_discount_percentage",
        "admin_notes",
        "created_at",
        "updated_at",
      ])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db
      .selectFrom("client_delivery_locations")
      .select([
        "location_name",
        "address_line_1",
        "address_line_2",
        "city",
        "province",
        "postal_code",
        "country",
        "latitude",
        "longitude",
        "delivery_fee_cents",
        "calculated_delivery_fee_cents",
        "distance_km",
        "delivery_method",
        "load_type",
        "is_default",
        "delivery_instructions",
        "admin_notes",
        "created_at",
        "updated_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("is_default", "desc")
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("orders")
      .select((eb) => [
        "orders.order_number",
        "orders.created_at",
        "orders.updated_at",
        "orders.status",
        "orders.payment_method",
        "orders.payment_status",
        "orders.fulfilment_method",
        "orders.subtotal_cents",
        "orders.shipping_cost_cents",
        "orders.discount_amount_cents",
        "orders.vat_cents",
        "orders.total_cents",
        "orders.notes",
        "orders.contact_name",
        "orders.contact_email",
        "orders.contact_phone",
        "orders.delivery_address",
        "orders.delivery_latitude",
        "orders.delivery_longitude",
        "orders.delivery_method",
        "orders.delivery_distance_km",
        "orders.delivery_date",
        jsonArrayFrom(
          eb
            .selectFrom("order_items")
            .select(["product_name", "ws_code", "quantity", "product_price_cents", "item_total_cents"])
            .whereRef("order_items.order_id", "=", "orders.id")
            .orderBy("order_items.product_name"),
        ).as("items"),
        jsonArrayFrom(
          eb
            .selectFrom("order_status_history")
            .select(["status", "payment_status", "note", "created_at"])
            .whereRef("order_status_history.order_id", "=", "orders.id")
            .orderBy("order_status_history.created_at"),
        ).as("status_history"),
        jsonArrayFrom(
          eb
            .selectFrom("payment_proofs")
            .select(["original_filename", "content_type", "size_bytes", "status", "review_note", "created_at"])
            .whereRef("payment_proofs.order_id", "=", "orders.id")
            .orderBy("payment_proofs.created_at"),
        ).as("payment_proofs"),
      ])
      .where("orders.user_id", "=", userId)
      .orderBy("orders.created_at", "desc")
      .execute(),
    db
      .selectFrom("product_reviews")
      .innerJoin("products", "products.id", "product_reviews.product_id")
      .select([
        "products.product_name",
        "products.ws_code",
        "product_reviews.rating",
        "product_reviews.review_text",
        "product_reviews.is_approved",
        "product_reviews.admin_response",
        "product_reviews.admin_response_date",
        "product_reviews.created_at",
        "product_reviews.updated_at",
      ])
      .where("product_reviews.user_id", "=", userId)
      .orderBy("product_reviews.created_at", "desc")
      .execute(),
    db
      .selectFrom("pending_reviews")
      .innerJoin("products", "products.id", "pending_reviews.product_id")
      .select([
        "products.product_name",
        "products.ws_code",
        "pending_reviews.status",
        "pending_reviews.points_awarded",
        "pending_reviews.created_at",
        "pending_reviews.reviewed_at",
      ])
      .where("pending_reviews.user_id", "=", userId)
      .orderBy("pending_reviews.created_at", "desc")
      .execute(),
    db
      .selectFrom("loyalty_points")
      .select(["points", "reason", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("favorites")
      .innerJoin("products", "products.id", "favorites.product_id")
      .select(["products.product_name", "products.website_title", "products.ws_code", "favorites.created_at"])
      .where("favorites.user_id", "=", userId)
      .orderBy("favorites.created_at", "desc")
      .execute(),
    db
      .selectFrom("carts")
      .innerJoin("cart_items", "cart_items.cart_id", "carts.id")
      .innerJoin("products", "products.id", "cart_items.product_id")
      .select(["products.product_name", "products.ws_code", "cart_items.quantity", "cart_items.created_at"])
      .where("carts.user_id", "=", userId)
      .orderBy("cart_items.created_at")
      .execute(),
    db
      .selectFrom("newsletter_subscriptions")
      .select(["email", "is_active", "consent_at", "confirmed_at", "subscribed_at", "unsubscribed_at"])
      .where("email", "=", email)
      .executeTakeFirst(),
    db
      .selectFrom("contact_messages")
      .select(["source", "name", "email", "message", "ip_address", "created_at", "handled_at"])
      .where((eb) => eb.or([sameAddress(eb, "email", email), eb("user_id", "=", userId)]))
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("sessions")
      .select(["created_at", "updated_at", "expires_at", "remember", "ip_address", "user_agent"])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("login_attempts")
      .select(["attempted_at", "ip_address", "succeeded"])
      .where((eb) => eb.or([eb("email", "=", email), eb("user_id", "=", userId)]))
      .orderBy("attempted_at", "desc")
      .execute(),
    db
      .selectFrom("oauth_connections")
      .select(["provider", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("outgoing_emails")
      .select(["kind", "subject", "status", "created_at", "sent_at"])
      .where((eb) => sameAddress(eb, "to_address", email))
      .orderBy("created_at", "desc")
      .execute(),
  ]);

  return {
    exportedAt: nowIso(),
    about: "Everything Donkerhoek Farm Supplies holds about you. Amounts are in cents (rand x 100); times are UTC.",
    profile: {
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      phone: user.phone,
      companyName: user.company_name,
      deliveryNotes: user.delivery_notes,
      emailConfirmedAt: user.email_confirmed_at,
      suspendedAt: user.suspended_at,
      lockedUntil: user.locked_until,
      createdAt: user.created_at,
      updatedAt: user.updated_at,
    },
    roles: roles.map((row) => ({ role: row.role, since: row.created_at })),
    // The cellphone proved with a code, and what that number said about offers by SMS (decision 0089).
    cellphone: proof
      ? {
          number: proof.phone,
          provedAt: proof.proved_at,
          provedWhere: proof.source,
          offersBySmsAgreedAt: proof.given_at,
          offersBySmsAgreedWhere: proof.consent_source,
          stoppedAt: proof.opted_out_at,
          stoppedBy: proof.opt_out_source,
          replies: smsReplies.map((reply) => ({ receivedAt: reply.received_at, text: reply.body, kind: reply.kind })),
        }
      : null,
    clientProfile: clientProfile
      ? {
          clientCode: clientProfile.client_code,
          firstName: clientProfile.first_name,
          lastName: clientProfile.last_name,
          email: clientProfile.email,
          phone: clientProfile.phone,
          companyName: clientProfile.company_name,
          vatNumber: clientProfile.vat_number,
          preferredContactMethod: clientProfile.preferred_contact_method,
          active: flagged(clientProfile.is_active),
          deliveryDiscountPercentage: clientProfile.delivery_discount_percentage,
          staffNotes: clientProfile.admin_notes,
          createdAt: clientProfile.created_at,
          updatedAt: clientProfile.updated_at,
        }
      : null,
    deliveryLocations: deliveryLocations.map((row) => ({
      name: row.location_name,
      addressLine1: row.address_line_1,
      addressLine2: row.address_line_2,
      city: row.city,
      province: row.province,
      postalCode: row.postal_code,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
      deliveryFeeCents: row.delivery_fee_cents,
      calculatedDeliveryFeeCents: row.calculated_delivery_fee_cents,
      distanceKm: row.distance_km,
      deliveryMethod: row.delivery_method,
      loadType: row.load_type,
      isDefault: flagged(row.is_default),
      deliveryInstructions: row.delivery_instructions,
      staffNotes: row.admin_notes,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    orders: orders.map((order) => ({
      orderNumber: order.order_number,
      createdAt: order.created_at,
      updatedAt: order.updated_at,
      status: order.status,
      paymentMethod: order.payment_method,
      paymentStatus: order.payment_status,
      fulfilmentMethod: order.fulfilment_method,
      subtotalCents: order.subtotal_cents,
      shippingCostCents: order.shipping_cost_cents,
      discountAmountCents: order.discount_amount_cents,
      vatCents: order.vat_cents,
      totalCents: order.total_cents,
      notes: order.notes,
      contactName: order.contact_name,
      contactEmail: order.contact_email,
      contactPhone: order.contact_phone,
      deliveryAddress: order.delivery_address,
      deliveryLatitude: order.delivery_latitude,
      deliveryLongitude: order.delivery_longitude,
      deliveryMethod: order.delivery_method,
      deliveryDistanceKm: order.delivery_distance_km,
      deliveryDate: order.delivery_date,
      items: parsedList(order.items).map((item) => ({
        productName: item.product_name,
        wsCode: item.ws_code,
        quantity: item.quantity,
        unitPriceCents: item.product_price_cents,
        lineTotalCents: item.item_total_cents,
      })),
      statusHistory: parsedList(order.status_history).map((entry) => ({
        status: entry.status,
        paymentStatus: entry.payment_status,
        note: entry.note,
        at: entry.created_at,
      })),
      paymentProofs: parsedList(order.payment_proofs).map((proof) => ({
        fileName: proof.original_filename,
        contentType: proof.content_type,
        sizeBytes: proof.size_bytes,
        status: proof.status,
        reviewNote: proof.review_note,
        uploadedAt: proof.created_at,
      })),
    })),
    reviews: reviews.map((row) => ({
      productName: row.product_name,
      wsCode: row.ws_code,
      rating: row.rating,
      text: row.review_text,
      approved: flagged(row.is_approved),
      shopResponse: row.admin_response,
      shopResponseDate: row.admin_response_date,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    pendingReviews: pendingReviews.map((row) => ({
      productName: row.product_name,
      wsCode: row.ws_code,
      status: row.status,
      pointsAwarded: flagged(row.points_awarded),
      createdAt: row.created_at,
      reviewedAt: row.reviewed_at,
    })),
    loyaltyPoints: {
      balance: loyalty.reduce((sum, row) => sum + row.points, 0),
      entries: loyalty.map((row) => ({ points: row.points, reason: row.reason, createdAt: row.created_at })),
    },
    favorites: favorites.map((row) => ({
      productName: row.website_title?.trim() || row.product_name,
      wsCode: row.ws_code,
      addedAt: row.created_at,
    })),
    cart: cart.map((row) => ({
      productName: row.product_name,
      wsCode: row.ws_code,
      quantity: row.quantity,
      addedAt: row.created_at,
    })),
    newsletterSubscription: newsletter
      ? {
          email: newsletter.email,
          active: flagged(newsletter.is_active),
          consentAt: newsletter.consent_at,
          confirmedAt: newsletter.confirmed_at,
          subscribedAt: newsletter.subscribed_at,
          unsubscribedAt: newsletter.unsubscribed_at,
        }
      : null,
    contactMessages: contactMessages.map((row) => ({
      form: row.source,
      name: row.name,
      email: row.email,
      message: row.message,
      ipAddress: row.ip_address,
      sentAt: row.created_at,
      handledAt: row.handled_at,
    })),
    sessions: sessions.map((row) => ({
      createdAt: row.created_at,
      lastUsedAt: row.updated_at,
      expiresAt: row.expires_at,
      rememberMe: flagged(row.remember),
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
    })),
    signInAttempts: signInAttempts.map((row) => ({
      at: row.attempted_at,
      ipAddress: row.ip_address,
      succeeded: flagged(row.succeeded),
    })),
    oauthConnections: oauthConnections.map((row) => ({ provider: row.provider, connectedAt: row.created_at })),
    emailsSentToYou: emails.map((row) => ({
      kind: row.kind,
      subject: row.subject,
      status: row.status,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    })),
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;
