import type { LoaderFunctionArgs } from "@remix-run/node";
import { applySecurityHeaders } from "~/platform/security-headers.server";
import { streamFile } from "~/platform/storage.server";

/**
 * Serves stored uploads (product images, videos, documents) with Range support. Keys are
 * random, so a file never changes under its address and may be cached for a long time.
 * Payment proofs are not served here: they are kept under a folder this route refuses.
 */
const PRIVATE_FOLDERS = ["payment-proofs/", "private/"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  if (PRIVATE_FOLDERS.some((folder) => key.startsWith(folder))) {
    return new Response("Not found", { status: 404 });
  }
  const response = await streamFile(key, request, "public, max-age=31536000, immutable");
  applySecurityHeaders(response.headers);
  return response;
}
