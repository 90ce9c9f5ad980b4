import type { LoaderFunctionArgs } from "@remix-run/node";
import { resizedImage } from "~/catalog/image-variants.server";
import { isImageWidth } from "~/catalog/product-images";
import { applySecurityHeaders } from "~/platform/security-headers.server";

/**
 * A stored image at one of the allowed widths, as WebP. Made on first request and kept on disk;
 * keys never change their content, so browsers may keep the answer for a year.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const width = Number(params.width);
  const key = params["*"] ?? "";
  if (!isImageWidth(width)) return new Response("Unknown width", { status: 404 });
  const response = await resizedImage(key, width, request);
  applySecurityHeaders(response.headers);
  return response;
}
