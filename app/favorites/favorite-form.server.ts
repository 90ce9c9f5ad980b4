import { z } from "zod";

/** The refusals, as catalogue keys the action translates (decision 0110). */
export const FAVORITE_PRODUCT_NOT_FOUND = "catalog:favourites.notFound";
export const FAVORITE_UNKNOWN_ACTION = "catalog:favourites.unknown";

/**
 * The heart's form (`<FavoriteButton>`): intent "toggle" for a product. `favorite` says which state
 * the person asked for, so a double press or two tabs cannot flip it back by accident; without it
 * the stored state is flipped. `inPlace` is added by the script, which wants an answer rather than
 * a redirect.
 */
export const FavoriteToggleForm = z.object({
  intent: z.literal("toggle", { error: FAVORITE_UNKNOWN_ACTION }),
  productId: z.string({ error: FAVORITE_PRODUCT_NOT_FOUND }).trim().min(1, FAVORITE_PRODUCT_NOT_FOUND).max(100),
  favorite: z
    .enum(["true", "false"], { error: FAVORITE_UNKNOWN_ACTION })
    .transform((value) => value === "true")
    .optional(),
  redirectTo: z.string().max(2000).optional(),
  inPlace: z.literal("1").optional(),
});
