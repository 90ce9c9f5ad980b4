import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { signOut } from "~/accounts/auth.server";
import { requireSameOrigin } from "~/platform/request.server";

/** Sign out is a POST (a link could be triggered by another site); a GET just goes home. */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  return signOut(request, "/");
}

export function loader() {
  return redirect("/");
}
