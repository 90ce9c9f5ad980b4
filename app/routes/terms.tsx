import { redirect } from "@remix-run/node";
import { policyAddressFor } from "~/content/policies.server";
import { db } from "~/platform/db.server";

/** The registration form links /terms (accounts spec): the terms policy itself. */
export async function loader() {
  return redirect(await policyAddressFor(db(), "Terms of Service"));
}
