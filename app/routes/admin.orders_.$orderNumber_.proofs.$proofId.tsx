import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/accounts/auth.server";
import { db } from "~/platform/db.server";
import { streamFile } from "~/platform/storage.server";

/**
 * A proof of payment, for staff of the orders area only (the payments roles are among them):
 * never cached, never public; the proof must belong to the order in the address.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "orders");
  const proof = await db()
    .selectFrom("payment_proofs as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select(["p.storage_key", "p.content_type"])
    .where("p.id", "=", params.proofId ?? "")
    .where("o.order_number", "=", params.orderNumber ?? "")
    .executeTakeFirst();
  if (!proof) throw new Response("Proof not found", { status: 404 });
  const response = await streamFile(proof.storage_key, request, "private, no-store");
  response.headers.set("Content-Type", proof.content_type);
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Content-Disposition", "inline");
  return response;
}
