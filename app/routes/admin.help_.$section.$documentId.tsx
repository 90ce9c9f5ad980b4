import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { noAccessResponse } from "~/admin/no-access.server";
import { DocumentNotFound, DocumentPage } from "~/documentation/document-page";
import { ViewerQuery, viewerPage } from "~/documentation/document-viewer.server";
import { findHelpGuide } from "~/documentation/help.server";
import { HELP_MESSAGES as H } from "~/documentation/messages";
import { db } from "~/platform/db.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  adminMeta(page && "document" in page ? page.document.title : (page?.notFound.title ?? H.title));

export const handle: AdminHandle = {
  breadcrumb: (page) => {
    const loaded = page as { document?: { title: string }; notFound?: { title: string } } | undefined;
    return loaded?.document?.title ?? loaded?.notFound?.title ?? null;
  },
};

/**
 * One built-in guide in Help, read-only: the center's viewer without its editing. A guide not
 * written for the person's roles answers 403 with the page naming the roles it is for.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request, "help");
  const guide = await findHelpGuide(params.section, params.documentId ?? "", user.roles);
  if (guide.kind === "not-found") return data({ notFound: guide.notFound }, { status: 404 });
  if (guide.kind === "not-yours") throw await noAccessResponse(db(), user, guide.opensFor);
  const query = ViewerQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { document: viewerPage(guide.document, query) };
}

export default function HelpGuide() {
  const page = useLoaderData<typeof loader>();
  if ("notFound" in page) {
    return <DocumentNotFound notFound={page.notFound} backHref="/admin/help" backLabel={H.backToHelp} />;
  }
  const { document } = page;
  return (
    <DocumentPage
      document={document}
      here={`/admin/help/${document.section}/${document.id}`}
      backHref="/admin/help"
      backLabel={H.backToHelp}
    />
  );
}
