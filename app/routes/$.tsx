import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireSameOrigin } from "~/platform/request.server";
import { NotFound } from "~/ui/error-pages";

/** Any address no other route claims answers 404 with the spec's page. */
export const meta: MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function UnknownPage() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
