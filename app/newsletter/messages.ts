/**
 * The newsletter's texts, shared by the server and the pages in the browser. The sign-up form's
 * own label and button are in newsletter-signup.tsx, which every page loads and so must stay alone.
 */
export const CONSENT_REQUIRED =
  "Please tick the box to say you want the newsletter: we only send it to people who ask.";
export const EMAIL_INVALID = "Please enter a valid email address";
export const TOO_MANY_SIGNUPS = "Too many sign-ups from your network. Please try again in a few minutes.";

export const CHECK_EMAIL_TITLE = "Check your e-mail";
export const CHECK_EMAIL_DESCRIPTION = "We sent you a link to confirm your subscription.";

export const CONFIRM_BUTTON = "Confirm subscription";
export const UNSUBSCRIBE_BUTTON = "Unsubscribe";

export const CONFIRMED_TITLE = "Your subscription is confirmed";
export const CONFIRM_LINK_INVALID =
  "This confirmation link is invalid or has expired. Sign up again below and we will send you a new one.";
export const UNSUBSCRIBED_TITLE = "You have been unsubscribed";
export const UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link is invalid. Please use the link in the newsletter e-mail, or write to us and we will remove your address.";

/** The owner has switched the sign-up off (/admin/settings, Features). */
export const SIGNUP_CLOSED = "The newsletter is not taking new sign-ups at the moment.";
