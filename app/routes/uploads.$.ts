import type { LoaderFunctionArgs } from "@remix-run/node";
import { applySecurityHeaders } from "~/platform/security-headers.server";
import { isPublicKey, streamFile } from "~/platform/storage.server";

/**
 * Serves the public uploads (product images, videos, documents, newsletter pictures) with Range
 * support. Keys are random, so a file never changes under its address and may be cached for a
 * long time. Only the public folders are served (`PUBLIC_FOLDERS`, decision 0062): payment
 * proofs, imports' price lists and any other staff-only file answer 404 here, as a missing file
 * does, and are served by their own routes after the role check.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  if (!isPublicKey(key)) return new Response("Not found", { status: 404 });
  const response = await streamFile(key, request, "public, max-age=31536000, immutable");
  applySecurityHeaders(response.headers);
  return response;
}
