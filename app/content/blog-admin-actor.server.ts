import type { CurrentUser } from "~/accounts/users.server";
import { displayName } from "~/accounts/users.server";

/** Who made a content change: for the audit log and the author or 'uploaded by' names. */
export function contentActor(user: CurrentUser) {
  return { id: user.id, email: user.email, name: displayName(user) };
}
