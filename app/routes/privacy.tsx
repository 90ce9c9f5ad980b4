import { redirect } from "@remix-run/node";

/** The registration form links /privacy (accounts spec); the privacy policy lives among the policies. */
export function loader() {
  return redirect(`/policies?category=${encodeURIComponent("Privacy Policy")}`);
}
