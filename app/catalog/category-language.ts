import type { Language } from "~/platform/language";

/**
 * Which name of a category or subcategory a customer reads (issue 49; decision 0110). Staff name
 * each one in English (`name`) and may give it an Afrikaans name (`name_af`, migration 0038): an
 * Afrikaans reader gets the Afrikaans name when there is one, everyone else the English name.
 * Links keep the slug made from the English name, so an address is the same in both languages.
 * Plain module: no database.
 */
export type CategoryNames = { name: string; name_af?: string | null };

export function categoryNameIn(category: CategoryNames, language: Language): string {
  const afrikaans = language === "af" ? category.name_af?.trim() : undefined;
  return afrikaans || category.name;
}

/** A category row as customers read it: its name in `language`, without the Afrikaans column. */
export function namedIn<T extends CategoryNames>(row: T, language: Language): Omit<T, "name_af"> {
  const { name_af: _afrikaans, ...rest } = row;
  return { ...rest, name: categoryNameIn(row, language) };
}
