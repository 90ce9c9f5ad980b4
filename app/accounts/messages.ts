/** Account messages quoted from the accounts spec, shared by the server and the pages. */
export const LOGIN_FAILED_TITLE = "Login Failed";
export const LOGIN_FAILED_MESSAGE = "Failed to sign in. Please check your credentials.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts from your network. Please wait a few minutes.";
/**
 * The sign-in lock (docs/decisions/0017): on a device that has not signed in to the address (the
 * same words whether or not it has an account), and on one of the owner's devices that made the
 * failures itself.
 */
export const ACCOUNT_LOCKED_MESSAGE =
  "Too many failed sign-in attempts. Sign-in for this e-mail address is paused for 30 minutes on this device. If the address has an account with us, we have e-mailed it a link that lets you sign in here now. Or reset your password: a new password lifts the pause.";
export const DEVICE_LOCKED_MESSAGE =
  "Too many failed sign-in attempts. Sign-in for this e-mail address is paused for 30 minutes. To sign in now, reset your password: we e-mail you a one-time link, and a new password lifts the pause.";

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

/** The accounts spec's registration success: 'Registration Successful' with a check-your-e-mail message. */
export const REGISTRATION_SUCCESSFUL_TOAST = {
  title: "Registration Successful",
  description: "Please check your e-mail for a confirmation link.",
  variant: "success" as const,
};

/** The toast after a sign-in (password or Google/Facebook), and after a first Google/Facebook sign-in. */
/** Signed in before the e-mail address is confirmed: one order may be placed meanwhile (decision 0097). */
export function unconfirmedSignedInToast(email: string, linkSentRecently: boolean) {
  return {
    title: "Signed in",
    description: `Please confirm your e-mail address with the link we ${linkSentRecently ? "sent" : "have just sent"} to ${email}. Until then you can place your first order.`,
    variant: "success" as const,
  };
}
export function signedInToast(name: string) {
  return { title: "Signed in", description: `Welcome back, ${name}.`, variant: "success" as const };
}
export function signedUpToast(name: string) {
  return { title: "Welcome", description: `Welcome, ${name}. Your account is ready.`, variant: "success" as const };
}

export const NO_ACCESS_MESSAGE = "You do not have access to this part of the back office.";
/** The admin sign-in, for someone signed in whose account cannot open the screen asked for. */
export const ADMIN_LOGIN_WRONG_ACCOUNT =
  "You are signed in with an account that cannot open this screen. Sign in with a staff account to continue.";

/** User management (back-office spec, the users list), quoted exactly, and what the shop adds. */
export const USER_MESSAGES = {
  fetchFailed: "Failed to fetch users. This feature requires admin privileges.",
  rolesFetchFailed: "Failed to fetch user roles",
  rolesFailed: "Failed to update user roles",
  rolesUpdated: "User roles updated successfully",
  activityFailed: "Failed to check user activity",
  deleteFailed: "Failed to delete user",
  deleted: "User Deleted",
  suspendFailed: "Failed to suspend user",
  suspended: "User Suspended",
  unsuspended: "User Unsuspended",
  inviteFailed: "Failed to send invitation. Please check your permissions.",
  invited: "Invitation Sent",
  resetFailed: "Failed to send password reset email.",
  resetSent: "Password Reset Sent",
  passwordFailed: "Failed to update password.",
  passwordUpdated: "Password Updated",
  emailRequired: "Please enter an email address",
  emailInvalid: "Please enter a valid email address",
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "The current password is not correct",
  newPasswordRequired: "New password is required",
  passwordsDoNotMatch: "New passwords do not match",
  // The shop's own refusals, where the spec is silent.
  lastSuperAdmin:
    "This is the last super admin: the role cannot be taken away (or the account suspended or deleted) until someone else is a super admin.",
  ownSuperAdmin: "You cannot take the super admin role away from yourself. Another super admin can.",
  superAdminOnly: "Only a super admin can give or take the super admin role, or suspend or delete a super admin.",
  superAdminOnlyPassword: "Only a super admin can change another user's password.",
  notYourself: "You cannot suspend or delete your own account.",
  userNotFound: "That user does not exist (any more).",
  inviteRolesRequired: "Choose at least one role for the person you invite: without one, they could open no screen.",
  alreadyRegistered: "That e-mail address already has an account. Send it a password reset instead.",
  noAccountForEmail: "No account has that e-mail address.",
  hasActivity:
    "This user has activity in the shop. Deleting would remove the account and leave their records without an owner: suspend the account instead, which stops sign-in and keeps the history.",
} as const;

/**
 * The admin password change's rule messages: the spec's wording, with the shop's stronger rule
 * (12 characters and a symbol, as everywhere in the shop: docs/decisions/0048).
 */
export const ADMIN_PASSWORD_RULE_MESSAGES = {
  length: "Password must be at least 12 characters long",
  lower: "Password must contain at least one lowercase letter",
  upper: "Password must contain at least one uppercase letter",
  digit: "Password must contain at least one number",
  symbol: "Password must contain at least one symbol",
} as const;

/** Signing in, or checking out on a first visit, with a code (/login/cellphone, decision 0097). */
export const PHONE_SIGN_IN_HEADING = "Sign in with your cellphone";
export const PHONE_CHECKOUT_HEADING = "Check out with your cellphone";
export const PHONE_SIGN_IN_INTRO =
  "No password needed: we SMS a 6-digit code to your cellphone, you type it here, and you are signed in. New here? The same code makes your account.";
export const PHONE_SIGN_IN_SMS_PHONE_REQUIRED = "Please enter your cellphone number, e.g. 082 123 4567";
export const PHONE_SIGN_IN_NAME_REQUIRED = "Please enter your name for the order";
/** No SMS account set up: the code goes by e-mail, so an address is needed. */
export const PHONE_SIGN_IN_EMAIL_NEEDED =
  "We cannot send SMS right now: please give your e-mail address and we e-mail you the code.";
/** The code cannot sign in: the step expired, or the account cannot sign in (the same words either way). */
export const PHONE_SIGN_IN_REFUSED =
  "This code cannot sign you in. Please ask for a new code, or phone the shop if it keeps happening.";
export function phoneSignedInToast(created: boolean, name: string | null) {
  return created
    ? {
        title: "Welcome",
        description: `${name ? `${name}, your` : "Your"} account is made and your cellphone is proved. You can set a password later on My Account.`,
        variant: "success" as const,
      }
    : {
        title: "Signed in",
        description: name ? `Welcome back, ${name}.` : "Welcome back.",
        variant: "success" as const,
      };
}
