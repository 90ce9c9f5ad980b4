import { readFileSync } from "node:fs";
import { translate, type Values } from "../../app/platform/translate";

/**
 * The English words of the browsing pages (app/locales/en/catalog.json, decision 0110), for the
 * browser tests: read from the file, since Node loads no JSON module without an import attribute.
 */
const catalog = JSON.parse(readFileSync(new URL("../../app/locales/en/catalog.json", import.meta.url), "utf8"));

/** `t` over the English `catalog` namespace, as the English page writes it. */
export const englishCatalog = (id: string, values?: Values) => translate({ catalog }, "en", id, values);
