import { redirect } from "@remix-run/node";
import { policyAddressFor } from "~/content/policies.server";
import { db } from "~/platform/db.server";

/** The registration form links /privacy (accounts spec): the privacy policy itself. */
export async function loader() {
  return redirect(await policyAddressFor(db(), "Privacy Policy"));
}
