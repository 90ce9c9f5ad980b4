import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { canAccess } from "~/accounts/roles";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { SanitizedHtml } from "~/content/sanitized-html";
import { MAX_CONTENT_MATCHES } from "~/documentation/content-search";
import { notFoundFor, ViewerQuery, viewerPage, viewerSection } from "~/documentation/document-viewer.server";
import { earlierVersions } from "~/documentation/documents.server";
import { PrintAsPdfButton } from "~/documentation/print-as-pdf";
import { TableOfContents } from "~/documentation/table-of-contents";
import { findViewableDocument } from "~/documentation/viewer.server";
import { db } from "~/platform/db.server";
import { formatAdminDate, formatAdminDateTime } from "~/platform/format";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  adminMeta(page && "document" in page ? page.document.title : (page?.notFound.title ?? "Documentation"));

export const handle: AdminHandle = {
  breadcrumb: (page) => {
    const loaded = page as { document?: { title: string }; notFound?: { title: string } } | undefined;
    return loaded?.document?.title ?? loaded?.notFound?.title ?? null;
  },
};

type ViewerPage = ReturnType<typeof viewerPage>;

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

function ContentSearchForm({ document }: { document: ViewerPage }) {
  const here = `/admin/documentation/${document.section}/${document.id}`;
  const { search, contentTerm, sectionTerm } = document;
  return (
    <div className="space-y-2">
      <Form method="get" action={here} role="search" className="flex flex-wrap items-end gap-2" preventScrollReset>
        {sectionTerm ? <input type="hidden" name="section" value={sectionTerm} /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="content-search" className="block text-sm font-medium">
            Search this document
          </label>
          <input id="content-search" type="search" name="q" defaultValue={contentTerm} className={inputClass} />
        </div>
        <button type="submit" className={primaryButtonClass}>
          Search
        </button>
        {contentTerm ? (
          <Link to={here} className={`${secondaryButtonClass} no-underline`}>
            Clear
          </Link>
        ) : null}
      </Form>
      {contentTerm ? (
        <div aria-live="polite" className="rounded-md border border-stone-200 bg-white p-2 text-sm">
          {search.total === 0 ? (
            <p>No lines contain "{contentTerm}".</p>
          ) : (
            <>
              <p className="font-medium">
                {search.total > MAX_CONTENT_MATCHES
                  ? `The first ${MAX_CONTENT_MATCHES} of ${search.total} lines containing "${contentTerm}"`
                  : `${search.total} ${search.total === 1 ? "line contains" : "lines contain"} "${contentTerm}"`}
              </p>
              <ul className="mt-1 max-h-60 space-y-1 overflow-y-auto" data-testid="content-matches">
                {search.matches.map((match) => (
                  <li key={match.line}>
                    <a href={match.sectionId ? `#${match.sectionId}` : "#document-content"} className="block">
                      <span className="text-xs text-stone-600">
                        Line {match.line}
                        {match.sectionTitle ? ` · ${match.sectionTitle}` : ""}
                      </span>
                      <span className="block truncate">{match.text}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

export default function DocumentViewer() {
  const page = useLoaderData<typeof loader>();
  if ("notFound" in page) {
    return (
      <div className="space-y-3">
        <p className="text-sm">
          <Link to="/admin/documentation">Back to Documentation</Link>
        </p>
        <h1 className="text-2xl font-bold">{page.notFound.title}</h1>
        <p>{page.notFound.message}</p>
      </div>
    );
  }
  const { document, canEdit, versions } = page;
  const here = `/admin/documentation/${document.section}/${document.id}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm">
            <Link to={document.section === "documents" ? "/admin/documentation?tab=documents" : "/admin/documentation"}>
              Back to Documentation
            </Link>
          </p>
          <h1 className="text-2xl font-bold">{document.title}</h1>
          <p className="text-sm text-stone-700">
            {document.categoryLabel} · Version {document.version} · Updated {formatAdminDate(document.lastUpdated)}
            {document.isActive ? null : " · Inactive"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`${here}/download`} download className={`${primaryButtonClass} no-underline`}>
            Download
          </a>
          <PrintAsPdfButton href={`${here}/download?print=1`} />
          {canEdit ? (
            <Link to={`${here}/edit`} className={`${secondaryButtonClass} no-underline`}>
              Edit Document
            </Link>
          ) : null}
        </div>
      </div>
      <ContentSearchForm document={document} />
      <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-2 lg:self-start">
          <TableOfContents
            tree={document.toc}
            term={document.sectionTerm}
            action={here}
            hidden={{ q: document.contentTerm }}
          />
        </aside>
        <article id="document-content" className="min-w-0 rounded-md border border-stone-200 bg-white p-4">
          <SanitizedHtml html={document.html} />
        </article>
      </div>
      {versions.length > 0 ? (
        <section aria-labelledby="earlier-versions" className="text-sm">
          <h2 id="earlier-versions" className="text-lg font-semibold">
            Earlier versions
          </h2>
          <ul className="mt-1 space-y-1">
            {versions.map((version) => (
              <li key={version.version}>
                Version {version.version}, "{version.title}": replaced {formatAdminDateTime(version.replaced_at)}
                {version.replacedBy ? ` by ${version.replacedBy}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
