/** Account messages quoted from the accounts spec, shared by the server and the pages. */
export const LOGIN_FAILED_TITLE = "Login Failed";
export const LOGIN_FAILED_MESSAGE = "Failed to sign in. Please check your credentials.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts from your network. Please wait a few minutes.";
export const ACCOUNT_LOCKED_MESSAGE =
  "Too many failed sign-in attempts. Sign-in for this e-mail address is paused for 30 minutes; you can reset your password meanwhile.";
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Please confirm your e-mail address first. We have sent you a new confirmation link.";
