/** Client management's messages: the back-office spec's, word for word, and the shop's own. */
export const CLIENT_MESSAGES = {
  loadFailed: "Failed to load clients",
  locationsFailed: "Failed to load client locations",
  profileFailed: "Failed to update client profile",
  locationFailed: "Failed to update delivery location",
  profileUpdated: "Client profile updated successfully",
  // The spec names no success for a location; the shop says what happened.
  locationUpdated: "Delivery location updated",
  clientNotFound: "That client does not exist (any more).",
  locationNotFound: "That delivery location does not exist (any more).",
  discountRange: "The delivery discount must be a whole number from 0 to 100",
  emailInvalid: "Please enter a valid email address",
  locationNameRequired: "Please enter a name for the location",
  addressRequired: "Please enter the first address line",
  provinceInvalid: "Please choose a province",
  outsideDeliveryArea: "This location is outside the delivery area: it is saved without a delivery fee.",
} as const;
