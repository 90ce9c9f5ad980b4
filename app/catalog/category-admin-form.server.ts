import { z } from "zod";
import {
  AFRIKAANS_NAME_TOO_LONG,
  CATEGORY_NAME_REQUIRED,
  DISPLAY_ORDER_MESSAGE,
  SUBCATEGORY_NAME_AND_PARENT_REQUIRED,
  SUBCATEGORY_NAME_REQUIRED,
} from "./category-admin-messages";

// The forms of /admin/category-management, one per intent.

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, "Please keep the name under 100 characters.");
/** The name Afrikaans readers see instead (migration 0038); empty: none, they see the name. */
const nameAf = z
  .string()
  .trim()
  .max(100, AFRIKAANS_NAME_TOO_LONG)
  .optional()
  .transform((value) => value || null);
const description = z.string().trim().max(500, "Please keep the description under 500 characters.").optional();
/** The words bulk category assignment files products by (decision 0033), comma separated. */
const keywords = z
  .string()
  .trim()
  .max(1000, "Please keep the keywords under 1000 characters.")
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((word) => word.trim().replace(/\s+/g, " "))
      .filter(Boolean)
      .join(", "),
  );
const displayOrder = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || "0")
  .pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, DISPLAY_ORDER_MESSAGE)
      .transform(Number),
  );
const id = z.string({ error: "Which record?" }).trim().min(1).max(100);
const updatedAt = z.string().trim().max(40).optional();

export const CategoryForm = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("create-category"),
      name: name(CATEGORY_NAME_REQUIRED),
      nameAf,
      description,
      keywords,
      displayOrder,
    }),
    z.object({
      intent: z.literal("create-subcategory"),
      name: name(SUBCATEGORY_NAME_AND_PARENT_REQUIRED),
      categoryId: z
        .string({ error: SUBCATEGORY_NAME_AND_PARENT_REQUIRED })
        .trim()
        .min(1, SUBCATEGORY_NAME_AND_PARENT_REQUIRED),
      nameAf,
      description,
      keywords,
      displayOrder,
    }),
    z.object({
      intent: z.literal("update-category"),
      id,
      updatedAt,
      name: name(CATEGORY_NAME_REQUIRED),
      nameAf,
      description,
      keywords,
      displayOrder,
    }),
    z.object({
      intent: z.literal("update-subcategory"),
      id,
      updatedAt,
      name: name(SUBCATEGORY_NAME_REQUIRED),
      nameAf,
      description,
      keywords,
      displayOrder,
    }),
    z.object({ intent: z.literal("delete-category"), id }),
    z.object({ intent: z.literal("delete-subcategory"), id }),
  ],
  { error: "Unknown action." },
);

export type CategoryFormValue = z.infer<typeof CategoryForm>;
export type CategoryIntent = CategoryFormValue["intent"];
