import { type Kysely, sql } from "kysely";

// The catalogue: categories, products, images, stock and product search. Prices are integer cents.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE product_categories (
      id TEXT PRIMARY KEY NOT NULL,
      name TEXT NOT NULL COLLATE NOCASE UNIQUE,
      slug TEXT NOT NULL UNIQUE,
      description TEXT,
      image_url TEXT,
      display_order INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX product_categories_display_order ON product_categories (display_order, name)`.execute(db);

  await sql`
    CREATE TABLE product_subcategories (
      id TEXT PRIMARY KEY NOT NULL,
      category_id TEXT NOT NULL REFERENCES product_categories (id) ON DELETE RESTRICT,
      name TEXT NOT NULL COLLATE NOCASE,
      slug TEXT NOT NULL,
      description TEXT,
      display_order INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (category_id, slug)
    )`.execute(db);
  await sql`CREATE INDEX product_subcategories_category ON product_subcategories (category_id, display_order)`.execute(
    db,
  );
  await sql`CREATE INDEX product_subcategories_slug ON product_subcategories (slug)`.execute(db);

  // search_rowid is an INTEGER PRIMARY KEY so the FTS index can point at a rowid that VACUUM never
  // renumbers; id (a UUID) is what everything else uses.
  await sql`
    CREATE TABLE products (
      search_rowid INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      ws_code TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (ws_code GLOB 'WS[0-9]*'),
      stock_code TEXT NOT NULL,
      sage_code TEXT,
      product_name TEXT NOT NULL,
      website_title TEXT,
      short_description TEXT,
      long_description TEXT,
      external_description TEXT,
      seo_title TEXT CHECK (seo_title IS NULL OR length(seo_title) <= 120),
      seo_description TEXT CHECK (seo_description IS NULL OR length(seo_description) <= 300),
      seo_keywords TEXT,
      incl_price_cents INTEGER NOT NULL DEFAULT 0 CHECK (incl_price_cents >= 0),
      excl_price_cents INTEGER NOT NULL DEFAULT 0 CHECK (excl_price_cents >= 0),
      special_price_cents INTEGER CHECK (special_price_cents IS NULL OR special_price_cents > 0),
      sage_price_excl_cents INTEGER,
      sage_price_incl_cents INTEGER,
      last_price_update TEXT,
      is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      stock_available INTEGER NOT NULL DEFAULT 1 CHECK (stock_available IN (0, 1)),
      is_special_discount INTEGER NOT NULL DEFAULT 0 CHECK (is_special_discount IN (0, 1)),
      is_seasonal_special INTEGER NOT NULL DEFAULT 0 CHECK (is_seasonal_special IN (0, 1)),
      is_new_arrival INTEGER NOT NULL DEFAULT 0 CHECK (is_new_arrival IN (0, 1)),
      is_top_seller INTEGER NOT NULL DEFAULT 0 CHECK (is_top_seller IN (0, 1)),
      is_favorite INTEGER NOT NULL DEFAULT 0 CHECK (is_favorite IN (0, 1)),
      is_eco_friendly INTEGER NOT NULL DEFAULT 0 CHECK (is_eco_friendly IN (0, 1)),
      is_subscription_eligible INTEGER NOT NULL DEFAULT 0 CHECK (is_subscription_eligible IN (0, 1)),
      customer_rating REAL CHECK (customer_rating IS NULL OR customer_rating BETWEEN 0 AND 5),
      category_id TEXT REFERENCES product_categories (id) ON DELETE RESTRICT,
      subcategory_id TEXT REFERENCES product_subcategories (id) ON DELETE RESTRICT,
      auto_category_assigned INTEGER NOT NULL DEFAULT 0 CHECK (auto_category_assigned IN (0, 1)),
      auto_subcategory_assigned INTEGER NOT NULL DEFAULT 0 CHECK (auto_subcategory_assigned IN (0, 1)),
      product_volume REAL CHECK (product_volume IS NULL OR product_volume >= 0),
      product_size REAL CHECK (product_size IS NULL OR product_size >= 0),
      product_unit TEXT CHECK (product_unit IS NULL OR product_unit IN ('none', 'kg', 'g', 'l', 'ml', 'm')),
      product_length REAL,
      product_width REAL,
      product_height REAL,
      product_diameter REAL,
      product_dimension_unit TEXT NOT NULL DEFAULT 'MM' CHECK (product_dimension_unit IN ('MM', 'CM', 'INCH')),
      product_dimensions TEXT,
      recommended_age TEXT,
      pet_specific TEXT,
      certifications TEXT NOT NULL DEFAULT '[]',
      specifications TEXT,
      document_url TEXT,
      document_title TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX products_stock_code ON products (stock_code)`.execute(db);
  await sql`CREATE INDEX products_active_created ON products (is_active, created_at DESC)`.execute(db);
  await sql`CREATE INDEX products_category ON products (category_id, is_active)`.execute(db);
  await sql`CREATE INDEX products_subcategory ON products (subcategory_id, is_active)`.execute(db);
  await sql`CREATE INDEX products_specials ON products (is_special_discount, is_active) WHERE is_special_discount = 1`.execute(
    db,
  );

  await sql`
    CREATE VIRTUAL TABLE products_fts USING fts5 (
      product_name, short_description, long_description, ws_code, stock_code,
      content = 'products', content_rowid = 'search_rowid',
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`
    CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_fts (rowid, product_name, short_description, long_description, ws_code, stock_code)
      VALUES (new.search_rowid, new.product_name, new.short_description, new.long_description, new.ws_code, new.stock_code);
    END`.execute(db);
  await sql`
    CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
      INSERT INTO products_fts (products_fts, rowid, product_name, short_description, long_description, ws_code, stock_code)
      VALUES ('delete', old.search_rowid, old.product_name, old.short_description, old.long_description, old.ws_code, old.stock_code);
    END`.execute(db);
  // Only a change to a searched column touches the index, so price and stock updates stay cheap.
  await sql`
    CREATE TRIGGER products_fts_update
    AFTER UPDATE OF product_name, short_description, long_description, ws_code, stock_code ON products BEGIN
      INSERT INTO products_fts (products_fts, rowid, product_name, short_description, long_description, ws_code, stock_code)
      VALUES ('delete', old.search_rowid, old.product_name, old.short_description, old.long_description, old.ws_code, old.stock_code);
      INSERT INTO products_fts (rowid, product_name, short_description, long_description, ws_code, stock_code)
      VALUES (new.search_rowid, new.product_name, new.short_description, new.long_description, new.ws_code, new.stock_code);
    END`.execute(db);

  await sql`
    CREATE TABLE product_images (
      id TEXT PRIMARY KEY NOT NULL,
      product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      image_url TEXT NOT NULL,
      storage_key TEXT,
      seo_image_url TEXT,
      seo_image_name TEXT,
      original_filename TEXT,
      alt_text TEXT,
      width INTEGER,
      height INTEGER,
      image_order INTEGER NOT NULL DEFAULT 1 CHECK (image_order >= 1),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX product_images_product ON product_images (product_id, image_order)`.execute(db);

  await sql`
    CREATE TABLE product_stock_levels (
      id TEXT PRIMARY KEY NOT NULL,
      product_id TEXT NOT NULL UNIQUE REFERENCES products (id) ON DELETE CASCADE,
      quantity REAL NOT NULL DEFAULT 0,
      source TEXT NOT NULL DEFAULT 'manual_update',
      last_updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_by_id TEXT REFERENCES users (id) ON DELETE SET NULL
    )`.execute(db);
  await sql`CREATE INDEX product_stock_levels_last_updated ON product_stock_levels (last_updated DESC)`.execute(db);

  // Every change of a stock quantity: who, when, why, and the quantity before and after.
  await sql`
    CREATE TABLE stock_movements (
      id TEXT PRIMARY KEY NOT NULL,
      product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      reason TEXT NOT NULL CHECK (reason IN ('manual_update', 'csv_import', 'order_placed', 'order_cancelled',
        'stock_take', 'seed')),
      reference TEXT,
      old_quantity REAL NOT NULL,
      new_quantity REAL NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX stock_movements_product ON stock_movements (product_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE favorites (
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      PRIMARY KEY (user_id, product_id)
    )`.execute(db);
  await sql`CREATE INDEX favorites_user_created ON favorites (user_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE product_reviews (
      id TEXT PRIMARY KEY NOT NULL,
      product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
      review_text TEXT NOT NULL DEFAULT '',
      is_approved INTEGER NOT NULL DEFAULT 0 CHECK (is_approved IN (0, 1)),
      admin_response TEXT,
      admin_response_date TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX product_reviews_one_per_user ON product_reviews (product_id, user_id)`.execute(db);
  await sql`CREATE INDEX product_reviews_public ON product_reviews (product_id, is_approved, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX product_reviews_moderation ON product_reviews (is_approved, created_at DESC)`.execute(db);
  await sql`CREATE INDEX product_reviews_user ON product_reviews (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["products_fts_update", "products_fts_delete", "products_fts_insert"]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(name)}`.execute(db);
  }
  for (const table of [
    "product_reviews",
    "favorites",
    "stock_movements",
    "product_stock_levels",
    "product_images",
    "products_fts",
    "products",
    "product_subcategories",
    "product_categories",
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
