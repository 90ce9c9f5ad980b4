import { type Kysely, sql } from "kysely";

// Carts, orders, EFT payment proofs, and the post-purchase review and loyalty flow.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A visitor's cart is found by the random id in its cookie; a signed-in customer's by user_id.
  await sql`
    CREATE TABLE carts (
      id TEXT PRIMARY KEY NOT NULL,
      user_id TEXT UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX carts_updated_at ON carts (updated_at)`.execute(db);

  await sql`
    CREATE TABLE cart_items (
      id TEXT PRIMARY KEY NOT NULL,
      cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
      product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      quantity INTEGER NOT NULL CHECK (quantity >= 1),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (cart_id, product_id)
    )`.execute(db);

  await sql`
    CREATE TABLE orders (
      id TEXT PRIMARY KEY NOT NULL,
      order_number TEXT NOT NULL UNIQUE,
      user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'payment_received',
        'processing', 'preparing', 'ready_for_pickup', 'shipped', 'delivered', 'cancelled')),
      payment_method TEXT NOT NULL DEFAULT 'eft' CHECK (payment_method IN ('eft', 'cash_on_collection', 'card')),
      payment_status TEXT NOT NULL DEFAULT 'pending_payment' CHECK (payment_status IN ('pending_payment',
        'proof_uploaded', 'paid', 'payment_failed', 'refunded')),
      fulfilment_method TEXT NOT NULL DEFAULT 'collect' CHECK (fulfilment_method IN ('collect', 'delivery')),
      subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
      shipping_cost_cents INTEGER NOT NULL DEFAULT 0 CHECK (shipping_cost_cents >= 0),
      discount_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_amount_cents >= 0),
      total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
      vat_cents INTEGER NOT NULL DEFAULT 0,
      notes TEXT,
      contact_name TEXT,
      contact_email TEXT,
      contact_phone TEXT,
      delivery_location_id TEXT REFERENCES client_delivery_locations (id) ON DELETE SET NULL,
      delivery_address TEXT,
      delivery_latitude REAL,
      delivery_longitude REAL,
      delivery_method TEXT,
      delivery_distance_km REAL,
      delivery_date TEXT,
      idempotency_key TEXT UNIQUE,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX orders_user_created ON orders (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX orders_status_created ON orders (status, created_at DESC)`.execute(db);
  await sql`CREATE INDEX orders_payment_status ON orders (payment_status, created_at DESC)`.execute(db);

  // Names, codes and prices are copied at the moment of ordering, so later catalogue edits never
  // change what a customer bought.
  await sql`
    CREATE TABLE order_items (
      id TEXT PRIMARY KEY NOT NULL,
      order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      product_id TEXT REFERENCES products (id) ON DELETE SET NULL,
      product_name TEXT NOT NULL,
      ws_code TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity >= 1),
      product_price_cents INTEGER NOT NULL CHECK (product_price_cents >= 0),
      item_total_cents INTEGER NOT NULL CHECK (item_total_cents >= 0)
    )`.execute(db);
  await sql`CREATE INDEX order_items_order ON order_items (order_id)`.execute(db);
  await sql`CREATE INDEX order_items_product ON order_items (product_id)`.execute(db);

  await sql`
    CREATE TABLE order_status_history (
      id TEXT PRIMARY KEY NOT NULL,
      order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      status TEXT NOT NULL,
      payment_status TEXT,
      note TEXT,
      changed_by_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX order_status_history_order ON order_status_history (order_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE payment_proofs (
      id TEXT PRIMARY KEY NOT NULL,
      order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      storage_key TEXT NOT NULL,
      original_filename TEXT,
      content_type TEXT NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
      size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
      reviewed_by_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      reviewed_at TEXT,
      review_note TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX payment_proofs_order ON payment_proofs (order_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX payment_proofs_status ON payment_proofs (status, created_at)`.execute(db);

  await sql`
    CREATE TABLE pending_reviews (
      id TEXT PRIMARY KEY NOT NULL,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      order_id TEXT REFERENCES orders (id) ON DELETE SET NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'submitted', 'ignored')),
      points_awarded INTEGER NOT NULL DEFAULT 0 CHECK (points_awarded IN (0, 1)),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      reviewed_at TEXT,
      UNIQUE (user_id, product_id)
    )`.execute(db);
  await sql`CREATE INDEX pending_reviews_user_status ON pending_reviews (user_id, status, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE loyalty_points (
      id TEXT PRIMARY KEY NOT NULL,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      points INTEGER NOT NULL,
      reason TEXT NOT NULL,
      related_review_id TEXT REFERENCES product_reviews (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX loyalty_points_user ON loyalty_points (user_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "loyalty_points",
    "pending_reviews",
    "payment_proofs",
    "order_status_history",
    "order_items",
    "orders",
    "cart_items",
    "carts",
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
