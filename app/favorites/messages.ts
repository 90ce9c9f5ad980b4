/**
 * South African English (issue 46): "favourites" in every text a customer reads, though routes,
 * code and tables keep "favorites". The favourites page's texts are in the `catalog` catalogue
 * (`catalog:favourites.*`, decision 0110); this title stays for the account page's link until
 * that page's texts move to its own catalogue.
 */
export const FAVORITES_TITLE = "My Favourites";
