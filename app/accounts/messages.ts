/** Account messages quoted from the accounts spec, shared by the server and the pages. */
export const LOGIN_FAILED_TITLE = "Login Failed";
export const LOGIN_FAILED_MESSAGE = "Failed to sign in. Please check your credentials.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts from your network. Please wait a few minutes.";
export const ACCOUNT_LOCKED_MESSAGE =
  "Too many failed sign-in attempts. Sign-in for this e-mail address is paused for 30 minutes. To sign in now, reset your password: we e-mail you a one-time link, and a new password lifts the pause.";
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Please confirm your e-mail address first. We have sent you a new confirmation link.";
export const EMAIL_NOT_CONFIRMED_RECENT_MESSAGE =
  "Please confirm your e-mail address first, with the link we sent you a few minutes ago. It may take up to 10 minutes to arrive; check your spam or junk folder too.";

/**
 * Messages another page may ask the login page to show (`/login?message=orders`). Only these
 * keys are shown, so a link cannot put words of its own on the shop's login page.
 */
export const LOGIN_PAGE_MESSAGES: Record<string, string> = {
  orders: "Please sign in to see your orders.",
  checkout: "Please sign in to check out. Your cart is kept.",
  review: "Please sign in to write a review.",
  reviews: "Please sign in to leave your reviews.",
  favorites: "Please sign in to keep your favourites.",
  account: "Please sign in to open your account.",
  delivery: "Please log in to save your delivery location and proceed with ordering.",
};

export const NO_ACCESS_MESSAGE = "You do not have access to this part of the back office.";
/** The admin sign-in, for someone signed in whose account cannot open the screen asked for. */
export const ADMIN_LOGIN_WRONG_ACCOUNT =
  "You are signed in with an account that cannot open this screen. Sign in with a staff account to continue.";
