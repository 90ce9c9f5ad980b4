import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaffFile } from "~/accounts/auth.server";
import { findProofForStaff, proofPreviewResponse } from "~/orders/proof-preview.server";
import { db } from "~/platform/db.server";

/**
 * A picture proof's preview, made by the server from the original (decision 0062), behind the
 * same check as the original: staff of the orders area, the proof of the order in the address,
 * never cached.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffFile(request, "orders");
  const proof = await findProofForStaff(db(), params.orderNumber ?? "", params.proofId ?? "");
  if (!proof) throw new Response("Proof not found", { status: 404 });
  return proofPreviewResponse(proof, request);
}
