/** Account messages quoted from the accounts spec, shared by the server and the pages. */
export const LOGIN_FAILED_TITLE = "Login Failed";
export const LOGIN_FAILED_MESSAGE = "Failed to sign in. Please check your credentials.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts from your network. Please wait a few minutes.";
