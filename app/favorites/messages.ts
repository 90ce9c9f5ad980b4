/** Favourites texts shared by the server and the pages. The spec names none besides the title. */
export const FAVORITES_TITLE = "My Favorites";
export const LOAD_MORE_FAVORITES = "Load More Favorites";
export const ADD_TO_FAVORITES = "Add to favorites";
export const REMOVE_FROM_FAVORITES = "Remove from favorites";
export const FAVORITE_PRODUCT_NOT_FOUND = "That product could not be found.";
export const FAVORITE_UNKNOWN_ACTION = "Unknown favorites action.";

export const SIGN_IN_FOR_FAVORITES = {
  title: "Please sign in",
  description: "Sign in to save products to your favorites.",
} as const;

export function addedToFavoritesToast(productName: string) {
  return {
    title: "Added to favorites",
    description: `${productName} is in your favorites.`,
    variant: "success",
  } as const;
}

export function removedFromFavoritesToast(productName: string) {
  return { title: "Removed from favorites", description: `${productName} was removed from your favorites.` } as const;
}
