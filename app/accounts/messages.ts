/**
 * Account messages quoted from the accounts spec, shared by the server and the staff pages. The
 * customer's sign-in, registration and password texts are in the `signin` catalogue
 * (app/locales/{en,af}/signin.json, decision 0110; app/accounts/sign-in-messages.ts).
 */
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
