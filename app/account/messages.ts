export const VAT_NUMBER_MESSAGE = "Please enter a South African VAT number: 10 digits starting with 4";
export const CONTACT_METHOD_MESSAGE = "Please choose how we should contact you";

/** The preferred contact methods a client profile allows (client_profiles CHECK constraint). */
export const CONTACT_METHODS = [
  { value: "email", label: "E-mail" },
  { value: "phone", label: "Phone call" },
  { value: "sms", label: "SMS" },
  { value: "whatsapp", label: "WhatsApp" },
] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number]["value"];

/** The name an anonymised order keeps (the person behind it has deleted their account). */
export const DELETED_CUSTOMER = "Deleted customer";
