import { randomUUID } from "node:crypto";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import type { CategoryFormValue } from "./category-admin-form.server";
import {
  CATEGORY_HAS_SUBCATEGORIES,
  CATEGORY_NOT_FOUND,
  categoryNameTaken,
  FAILED_TO_DELETE_CATEGORY,
  FAILED_TO_DELETE_SUBCATEGORY,
  SUBCATEGORY_NOT_FOUND,
  subcategoryNameTaken,
} from "./category-admin-messages";
import { categoryFormValues } from "./category-fields";
import { cleanDescription, uniqueSlug } from "./category-rules";

export type Actor = { id: string; email: string };
type Meta = { ipAddress: string };

export type AdminSubcategory = {
  id: string;
  name: string;
  /** The name Afrikaans readers see instead (migration 0038), or null. */
  nameAf: string | null;
  slug: string;
  description: string | null;
  keywords: string;
  displayOrder: number;
  productCount: number;
  updatedAt: string;
};
export type AdminCategory = AdminSubcategory & { subcategories: AdminSubcategory[] };

/** Every category in display order with its subcategories and how many products use each. */
export async function loadCategoryTree(db: Database): Promise<AdminCategory[]> {
  const [categories, subcategories, categoryCounts, subcategoryCounts] = await Promise.all([
    db.selectFrom("product_categories").selectAll().orderBy("display_order").orderBy("name").execute(),
    db.selectFrom("product_subcategories").selectAll().orderBy("display_order").orderBy("name").execute(),
    db
      .selectFrom("products")
      .select(["category_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("category_id", "is not", null)
      .groupBy("category_id")
      .execute(),
    db
      .selectFrom("products")
      .select(["subcategory_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("subcategory_id", "is not", null)
      .groupBy("subcategory_id")
      .execute(),
  ]);
  const byCategory = new Map(categoryCounts.map((row) => [row.category_id, Number(row.count)]));
  const bySubcategory = new Map(subcategoryCounts.map((row) => [row.subcategory_id, Number(row.count)]));
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    nameAf: category.name_af,
    slug: category.slug,
    description: category.description,
    keywords: category.keywords,
    displayOrder: category.display_order,
    productCount: byCategory.get(category.id) ?? 0,
    updatedAt: category.updated_at,
    subcategories: subcategories
      .filter((subcategory) => subcategory.category_id === category.id)
      .map((subcategory) => ({
        id: subcategory.id,
        name: subcategory.name,
        nameAf: subcategory.name_af,
        slug: subcategory.slug,
        description: subcategory.description,
        keywords: subcategory.keywords,
        displayOrder: subcategory.display_order,
        productCount: bySubcategory.get(subcategory.id) ?? 0,
        updatedAt: subcategory.updated_at,
      })),
  }));
}

/** What a change came to: done (with a toast's words), or refused with a message and status. */
export type CategoryOutcome =
  | { ok: true; title: string; description: string }
  | {
      ok: false;
      status: 400 | 404 | 409;
      message: string;
      field?: "name";
      currentUpdatedAt?: string;
      /** A stale save: the stored record's form values, to merge with what was typed. */
      current?: ReturnType<typeof categoryFormValues>;
    };

type Refusal = Extract<CategoryOutcome, { ok: false }>;

const refuse = (
  status: 400 | 404 | 409,
  message: string,
  extra: Pick<Refusal, "field" | "currentUpdatedAt" | "current"> = {},
): CategoryOutcome => ({ ok: false, status, message, ...extra });

type StoredRecord = {
  id: string;
  name: string;
  name_af: string | null;
  description: string | null;
  keywords: string;
  display_order: number;
  updated_at: string;
};

async function staleRefusal(db: Database, entityType: string, record: StoredRecord): Promise<CategoryOutcome> {
  const change = await lastChangeTo(db, entityType, record.id);
  return refuse(
    409,
    staleEditMessage({ by: change?.actor_email ?? null, at: change?.created_at ?? record.updated_at }),
    {
      currentUpdatedAt: record.updated_at,
      current: categoryFormValues({ ...record, nameAf: record.name_af, displayOrder: record.display_order }),
    },
  );
}

/**
 * Carries out one form of the category screen in one transaction, with its audit row. Slugs are
 * made when a record is created and never change with its name, so the storefront's links stay.
 */
export async function changeCategories(
  db: Database,
  actor: Actor,
  form: CategoryFormValue,
  meta: Meta,
): Promise<CategoryOutcome> {
  return db.transaction().execute(async (trx) => {
    const audit = (action: string, entityType: string, entityId: string, details: Record<string, unknown>) =>
      recordAudit(trx, { actor, action, entityType, entityId, details, ipAddress: meta.ipAddress });
    const now = nowIso();

    switch (form.intent) {
      case "create-category": {
        const clash = await trx
          .selectFrom("product_categories")
          .select("name")
          .where("name", "=", form.name)
          .executeTakeFirst();
        if (clash) return refuse(400, categoryNameTaken(clash.name), { field: "name" });
        const slugs = await trx.selectFrom("product_categories").select("slug").execute();
        const row = {
          id: randomUUID(),
          name: form.name,
          name_af: form.nameAf,
          slug: uniqueSlug(form.name, new Set(slugs.map((s) => s.slug))),
          description: cleanDescription(form.description),
          keywords: form.keywords,
          display_order: form.displayOrder,
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto("product_categories").values(row).execute();
        await audit("category.create", "category", row.id, { after: row });
        return { ok: true, title: "Category created", description: `${row.name} is ready for products.` };
      }
      case "create-subcategory": {
        const parent = await trx
          .selectFrom("product_categories")
          .select(["id", "name"])
          .where("id", "=", form.categoryId)
          .executeTakeFirst();
        if (!parent) return refuse(404, CATEGORY_NOT_FOUND);
        const siblings = await trx
          .selectFrom("product_subcategories")
          .select(["name", "slug"])
          .where("category_id", "=", parent.id)
          .execute();
        const clash = siblings.find((sibling) => sibling.name.toLowerCase() === form.name.toLowerCase());
        if (clash) return refuse(400, subcategoryNameTaken(clash.name), { field: "name" });
        const row = {
          id: randomUUID(),
          category_id: parent.id,
          name: form.name,
          name_af: form.nameAf,
          slug: uniqueSlug(form.name, new Set(siblings.map((s) => s.slug))),
          description: cleanDescription(form.description),
          keywords: form.keywords,
          display_order: form.displayOrder,
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto("product_subcategories").values(row).execute();
        await audit("subcategory.create", "subcategory", row.id, { after: row });
        return { ok: true, title: "Subcategory created", description: `${row.name} was added to ${parent.name}.` };
      }
      case "update-category": {
        const current = await trx
          .selectFrom("product_categories")
          .selectAll()
          .where("id", "=", form.id)
          .executeTakeFirst();
        if (!current) return refuse(404, CATEGORY_NOT_FOUND);
        if (isStale(form.updatedAt, current.updated_at)) return staleRefusal(trx, "category", current);
        const clash = await trx
          .selectFrom("product_categories")
          .select("name")
          .where("name", "=", form.name)
          .where("id", "!=", current.id)
          .executeTakeFirst();
        if (clash) return refuse(400, categoryNameTaken(clash.name), { field: "name" });
        const after = {
          name: form.name,
          name_af: form.nameAf,
          description: cleanDescription(form.description),
          keywords: form.keywords,
          display_order: form.displayOrder,
        };
        await trx
          .updateTable("product_categories")
          .set({ ...after, updated_at: nowAfter(current.updated_at) })
          .where("id", "=", current.id)
          .execute();
        await audit("category.update", "category", current.id, { changes: fieldChanges(current, after) });
        return { ok: true, title: "Category updated", description: `${form.name} was saved.` };
      }
      case "update-subcategory": {
        const current = await trx
          .selectFrom("product_subcategories")
          .selectAll()
          .where("id", "=", form.id)
          .executeTakeFirst();
        if (!current) return refuse(404, SUBCATEGORY_NOT_FOUND);
        if (isStale(form.updatedAt, current.updated_at)) {
          return staleRefusal(trx, "subcategory", current);
        }
        const clash = await trx
          .selectFrom("product_subcategories")
          .select("name")
          .where("category_id", "=", current.category_id)
          .where("name", "=", form.name)
          .where("id", "!=", current.id)
          .executeTakeFirst();
        if (clash) return refuse(400, subcategoryNameTaken(clash.name), { field: "name" });
        const after = {
          name: form.name,
          name_af: form.nameAf,
          description: cleanDescription(form.description),
          keywords: form.keywords,
          display_order: form.displayOrder,
        };
        await trx
          .updateTable("product_subcategories")
          .set({ ...after, updated_at: nowAfter(current.updated_at) })
          .where("id", "=", current.id)
          .execute();
        await audit("subcategory.update", "subcategory", current.id, { changes: fieldChanges(current, after) });
        return { ok: true, title: "Subcategory updated", description: `${form.name} was saved.` };
      }
      case "delete-category": {
        const current = await trx
          .selectFrom("product_categories")
          .selectAll()
          .where("id", "=", form.id)
          .executeTakeFirst();
        if (!current) return refuse(404, CATEGORY_NOT_FOUND);
        const used = await trx
          .selectFrom("products")
          .select("id")
          .where("category_id", "=", current.id)
          .limit(1)
          .executeTakeFirst();
        if (used) return refuse(409, FAILED_TO_DELETE_CATEGORY);
        const child = await trx
          .selectFrom("product_subcategories")
          .select("id")
          .where("category_id", "=", current.id)
          .limit(1)
          .executeTakeFirst();
        if (child) return refuse(409, CATEGORY_HAS_SUBCATEGORIES);
        await trx.deleteFrom("product_categories").where("id", "=", current.id).execute();
        await audit("category.delete", "category", current.id, { before: current });
        return { ok: true, title: "Category deleted", description: `${current.name} was deleted.` };
      }
      case "delete-subcategory": {
        const current = await trx
          .selectFrom("product_subcategories")
          .selectAll()
          .where("id", "=", form.id)
          .executeTakeFirst();
        if (!current) return refuse(404, SUBCATEGORY_NOT_FOUND);
        const used = await trx
          .selectFrom("products")
          .select("id")
          .where("subcategory_id", "=", current.id)
          .limit(1)
          .executeTakeFirst();
        if (used) return refuse(409, FAILED_TO_DELETE_SUBCATEGORY);
        await trx.deleteFrom("product_subcategories").where("id", "=", current.id).execute();
        await audit("subcategory.delete", "subcategory", current.id, { before: current });
        return { ok: true, title: "Subcategory deleted", description: `${current.name} was deleted.` };
      }
    }
  });
}

/** Every category's and subcategory's name by id, for showing what an import changes. */
export async function categoryNames(db: Database): Promise<Map<string, string>> {
  const [categories, subcategories] = await Promise.all([
    db.selectFrom("product_categories").select(["id", "name"]).execute(),
    db.selectFrom("product_subcategories").select(["id", "name"]).execute(),
  ]);
  return new Map([...categories, ...subcategories].map((row) => [row.id, row.name]));
}
