import { redirect } from "@remix-run/node";

/** The registration form links /terms (accounts spec); the terms live among the policies. */
export function loader() {
  return redirect(`/policies?category=${encodeURIComponent("Terms of Service")}`);
}
