import { getSelectProps } from "@conform-to/react";
import { useState } from "react";
import { Field, inputClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import type { Fields } from "./product-form-inputs";

/**
 * The product form's category and subcategory: with JavaScript the subcategories of the category
 * chosen; without, every subcategory grouped under its category.
 */
export function CategorySelects({
  fields,
  categories,
  subcategories,
}: {
  fields: Fields;
  categories: { id: string; name: string }[];
  subcategories: { id: string; name: string; categoryId: string }[];
}) {
  const hydrated = useHydrated();
  const categoryField = fields.category_id;
  const subcategoryField = fields.subcategory_id;
  const [categoryId, setCategoryId] = useState(
    typeof categoryField?.initialValue === "string" ? categoryField.initialValue : "",
  );
  if (!categoryField || !subcategoryField) return null;
  const inCategory = subcategories.filter((subcategory) => subcategory.categoryId === categoryId);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={categoryField.id} label="Category" errors={categoryField.errors}>
        <select
          {...getSelectProps(categoryField)}
          className={inputClass}
          key={categoryField.key}
          onChange={(event) => setCategoryId(event.currentTarget.value)}
        >
          <option value="">No Category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={subcategoryField.id}
        label="Subcategory"
        errors={subcategoryField.errors}
        hint={hydrated ? undefined : "Choose a subcategory of the category chosen."}
      >
        {hydrated ? (
          // Changing the category clears the subcategory (a new select), as the spec says.
          <select
            {...getSelectProps(subcategoryField)}
            className={inputClass}
            key={`${subcategoryField.key}-${categoryId}`}
            defaultValue={
              inCategory.some((subcategory) => subcategory.id === subcategoryField.initialValue)
                ? String(subcategoryField.initialValue)
                : ""
            }
            disabled={!categoryId}
          >
            <option value="">{categoryId ? "No subcategory" : "Choose a category first"}</option>
            {inCategory.map((subcategory) => (
              <option key={subcategory.id} value={subcategory.id}>
                {subcategory.name}
              </option>
            ))}
          </select>
        ) : (
          <select {...getSelectProps(subcategoryField)} className={inputClass} key={subcategoryField.key}>
            <option value="">No subcategory</option>
            {categories.map((category) => (
              <optgroup key={category.id} label={category.name}>
                {subcategories
                  .filter((subcategory) => subcategory.categoryId === category.id)
                  .map((subcategory) => (
                    <option key={subcategory.id} value={subcategory.id}>
                      {subcategory.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
