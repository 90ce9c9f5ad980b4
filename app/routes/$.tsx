import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { requestTranslator } from "~/locales/translator.server";
import { requireSameOrigin } from "~/platform/request.server";
import { NotFound } from "~/ui/error-pages";

/** The page's title in the request's language travels with the 404 (the page has no data of its own). */
function thrownTitle(error: unknown): string {
  const title = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null)?.title : undefined;
  return typeof title === "string" ? title : "Page not found";
}

/** Any address no other route claims answers 404 with the spec's page. */
export const meta: MetaFunction = ({ error }) => [
  { title: thrownTitle(error) },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: LoaderFunctionArgs) {
  const { t } = requestTranslator(request, ["content"]);
  throw data({ title: t("content:error.notFound.title") }, { status: 404, statusText: "Not Found" });
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
