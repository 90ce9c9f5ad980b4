/** Favourites texts shared by the server and the pages. The spec names none besides the title; South African English (issue 46): "favourites" in every text a customer reads, though routes, code and tables keep "favorites". */
export const FAVORITES_TITLE = "My Favourites";
export const LOAD_MORE_FAVORITES = "Load More Favourites";
export const ADD_TO_FAVORITES = "Add to favourites";
export const REMOVE_FROM_FAVORITES = "Remove from favourites";
export const FAVORITE_PRODUCT_NOT_FOUND = "That product could not be found.";
export const FAVORITE_UNKNOWN_ACTION = "Unknown favourites action.";

export const SIGN_IN_FOR_FAVORITES = {
  title: "Please sign in",
  description: "Sign in to save products to your favourites.",
} as const;

export function addedToFavoritesToast(productName: string) {
  return {
    title: "Added to favourites",
    description: `${productName} is in your favourites.`,
    variant: "success",
  } as const;
}

export function removedFromFavoritesToast(productName: string) {
  return { title: "Removed from favourites", description: `${productName} was removed from your favourites.` } as const;
}
