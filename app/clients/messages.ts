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

/** The edit forms' fields as their labels name them, for the notes of a refused stale save. */
export const CLIENT_PROFILE_FIELD_LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  phone: "Phone",
  companyName: "Company",
  vatNumber: "VAT number",
  preferredContactMethod: "Preferred contact method",
  deliveryDiscountPercentage: "Delivery discount (%)",
  isActive: { label: "Active", checkbox: true },
  adminNotes: "Admin notes",
};
export const CLIENT_LOCATION_FIELD_LABELS = {
  locationName: "Location name",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  city: "City",
  province: "Province",
  postalCode: "Postal code",
  latitude: "Latitude",
  longitude: "Longitude",
  deliveryInstructions: "Delivery instructions",
  adminNotes: "Admin notes",
};
