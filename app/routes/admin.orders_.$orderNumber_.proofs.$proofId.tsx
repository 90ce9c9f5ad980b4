import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaffFile } from "~/accounts/auth.server";
import { findProofForStaff, originalProofResponse } from "~/orders/proof-preview.server";
import { db } from "~/platform/db.server";

/**
 * A proof of payment, for staff of the orders area only (the payments roles are among them):
 * never cached, never public; the proof must belong to the order in the address.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffFile(request, "orders");
  const proof = await findProofForStaff(db(), params.orderNumber ?? "", params.proofId ?? "");
  if (!proof) throw new Response("Proof not found", { status: 404 });
  return originalProofResponse(proof, request);
}
