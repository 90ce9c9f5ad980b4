import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { canAccess } from "~/accounts/roles";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { DocumentNotFound, DocumentPage } from "~/documentation/document-page";
import { notFoundFor, ViewerQuery, viewerPage, viewerSection } from "~/documentation/document-viewer.server";
import { earlierVersions } from "~/documentation/documents.server";
import { DOCUMENTATION_MESSAGES as M } from "~/documentation/messages";
import { findViewableDocument } from "~/documentation/viewer.server";
import { db } from "~/platform/db.server";
import { secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  adminMeta(page && "document" in page ? page.document.title : (page?.notFound.title ?? "Documentation"));

export const handle: AdminHandle = {
  breadcrumb: (page) => {
    const loaded = page as { document?: { title: string }; notFound?: { title: string } } | undefined;
    return loaded?.document?.title ?? loaded?.notFound?.title ?? null;
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request, "documentation");
  const { section, known } = viewerSection(params.section);
  const id = params.documentId ?? "";
  const found = known ? await findViewableDocument(db(), section, id) : undefined;
  if (!found) return data({ notFound: notFoundFor(section) }, { status: 404 });
  const query = ViewerQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const canEdit = section === "documents" && canAccess(user.roles, "documentationEditing");
  const versions = section === "documents" ? await earlierVersions(db(), id) : [];
  return { document: viewerPage(found, query), canEdit, versions };
}

export default function DocumentViewer() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  if ("notFound" in page) {
    return (
      <DocumentNotFound notFound={page.notFound} backHref="/admin/documentation" backLabel="Back to Documentation" />
    );
  }
  const { document, canEdit, versions } = page;
  const here = `/admin/documentation/${document.section}/${document.id}`;
  return (
    <DocumentPage
      document={document}
      here={here}
      backHref={document.section === "documents" ? "/admin/documentation?tab=documents" : "/admin/documentation"}
      backLabel="Back to Documentation"
      versions={versions}
      actions={
        document.section === "documents" ? (
          <>
            {/* Spec 2.5's refetch action: the document read again, its searches kept (a link: no JavaScript needed). */}
            <Link to={`${location.pathname}${location.search}`} className={`${secondaryButtonClass} no-underline`}>
              {M.refresh}
            </Link>
            {canEdit ? (
              <Link to={`${here}/edit`} className={`${secondaryButtonClass} no-underline`}>
                Edit Document
              </Link>
            ) : null}
          </>
        ) : null
      }
    />
  );
}
