/** Texts of the account screen, shared by the server and the page. */
export const PROFILE_UPDATED = "Profile updated";
export const PASSWORD_UPDATED = "Password Updated";
export const ACCOUNT_DELETED = "Account deleted";

export const FIRST_NAME_REQUIRED = "First name is required";
export const LAST_NAME_REQUIRED = "Last name is required";
export const PHONE_HINT = "e.g. 082 123 4567";
export const VAT_NUMBER_MESSAGE = "Please enter a South African VAT number: 10 digits starting with 4";
export const CONTACT_METHOD_MESSAGE = "Please choose how we should contact you";

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";
export const CURRENT_PASSWORD_WRONG = "Your current password is not correct";
/** How long to wait comes from the rate limit (a sliding window: it can be a little over 15 minutes). */
export function tooManyPasswordAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts with a wrong password. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

export const DELETE_CONFIRM_REQUIRED = "Please tick the box to confirm that you want to delete your account";
export const DELETE_PASSWORD_REQUIRED = "Please enter your password";
export const DELETE_PASSWORD_WRONG = "That password is not correct";
export const DELETE_EMAIL_MISMATCH = "Please type your e-mail address exactly as shown";
export const STAFF_CANNOT_DELETE =
  "Staff accounts cannot be deleted here. Please ask a super admin to remove your account.";

export const UNKNOWN_ACCOUNT_ACTION = "Unknown account action.";

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

/** "Messages from the shop" on the account screen (issue 32, decision 0079). */
export const MESSAGES_HEADING = "Messages from the shop";
export const ORDER_NEWS_LEGEND = "How should we tell you about your orders?";
export const SMS_PHONE_REQUIRED = "Please enter the cellphone number for the SMS";
export const MESSAGES_SAVED = "Message settings saved";
export const OFFERS_BY_SMS_ON = "You get offers by SMS";
export const OFFERS_BY_SMS_OFF = "You get no offers by SMS";
/** SMS asked for on an account without a proved cellphone (decision 0089). */
export const PROVE_FOR_SMS = "SMS go only to a number you have proved: type your cellphone and we SMS you a code.";
/** Offers ticked for a number that replied STOP: no account can undo it, only the phone. */
export const OFFERS_NUMBER_OPTED_OUT =
  "Your cellphone asked us to stop offers (it replied STOP), so we send it none. Only the phone itself can undo that: reply YES to our question by SMS.";
/** The account's SMS number, or none. */
export const NO_PROVED_NUMBER = "No cellphone is proved on your account, so order news come by e-mail.";

/** Proving a cellphone number (/account/phone, issue 43, decision 0089). */
export const PROVE_NUMBER_HEADING = "Prove your cellphone number";
export const PROVE_NUMBER_INTRO =
  "We send SMS only to a number its owner has proved. We SMS you a code; type it here and the number is yours in our shop.";

/** A saved delivery location, edited or removed by its owner (issue 44 point 8, decision 0095). */
export const LOCATION_EDIT_TITLE = "Edit your delivery location";
export const LOCATION_NAME_REQUIRED = "Please give the location a name, for example Home or the farm";
export const LOCATION_ADDRESS_REQUIRED = "Please enter the first address line";
export const LOCATION_PROVINCE_INVALID = "Please choose a province";
export const LOCATION_POSTAL_CODE_INVALID = "A South African postal code is 4 digits";
export const LOCATION_SAVED = "Delivery location saved";
export const LOCATION_SAVED_MOVED = "The point on the map changed, so its delivery fee was worked out again.";
export const LOCATION_OUTSIDE_AREA =
  "This point is outside our delivery area: the location is saved, but we cannot deliver there. You can still collect at the store.";
export const LOCATION_REMOVE = "Remove this location";
export const LOCATION_REMOVE_TITLE = "Remove this delivery location?";
export function locationRemoveQuestion(name: string): string {
  return `"${name}" is removed from your account. Orders already placed keep their delivery address.`;
}
export const LOCATION_REMOVE_CONFIRM = "Yes, remove it";
export const LOCATION_REMOVED = "Delivery location removed";
export const LOCATION_FORM_UNREADABLE = "Please choose what to do with this location.";
