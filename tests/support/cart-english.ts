import { readFileSync } from "node:fs";
import { translate, type Values } from "../../app/platform/translate";

/**
 * The `cart` catalogue's texts as an English reader gets them, for the Playwright specs (decision
 * 0110). Read from the file: Node's loader, which the specs run on, takes no JSON import without an
 * import attribute, so the server's catalogues module cannot be imported here.
 */
const cart = JSON.parse(readFileSync(new URL("../../app/locales/en/cart.json", import.meta.url), "utf8")) as Record<
  string,
  string
>;

export function en(id: string, values?: Values): string {
  return translate({ cart }, "en", id, values);
}
