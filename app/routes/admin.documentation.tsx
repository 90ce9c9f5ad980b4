import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { canAccess } from "~/accounts/roles";
import { BackLink } from "~/admin/back-link";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { DocumentCard, GuideCategories } from "~/documentation/cards";
import { STORED_CATEGORIES, STORED_CATEGORY_LABELS } from "~/documentation/categories";
import { CenterQuery } from "~/documentation/document-viewer.server";
import { listStoredDocuments, type StoredDocumentCard } from "~/documentation/documents.server";
import { loadGuideCategories } from "~/documentation/guides.server";
import { DOCUMENTATION_MESSAGES as M } from "~/documentation/messages";
import { db } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { Alert, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta(M.centerTitle);

export const handle: AdminHandle = { breadcrumb: "Documentation" };

const PAGE = "/admin/documentation";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request, "documentation");
  const { tab } = CenterQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const categories = await loadGuideCategories();
  let documents: StoredDocumentCard[] = [];
  let loadError: string | null = null;
  try {
    documents = await listStoredDocuments(db());
  } catch (error) {
    logger.error("Stored documentation failed to load", { error: String(error) });
    loadError = M.loadFailed(error instanceof Error ? error.message : String(error));
  }
  return { tab, categories, documents, loadError, canEdit: canAccess(user.roles, "documentationEditing") };
}

function Tabs({ tab, documentCount }: { tab: "guides" | "documents"; documentCount: number }) {
  const tabs = [
    { id: "guides", label: M.enhancedGuides, href: PAGE },
    { id: "documents", label: `${M.databaseDocuments} (${documentCount})`, href: `${PAGE}?tab=documents` },
  ] as const;
  return (
    <nav aria-label="Documentation tabs" className="flex gap-1 border-b border-stone-300">
      {tabs.map((item) => (
        <Link
          key={item.id}
          to={item.href}
          aria-current={tab === item.id ? "page" : undefined}
          className={`rounded-t-md px-3 py-2 text-sm font-semibold no-underline ${
            tab === item.id ? "border border-b-white border-stone-300 bg-white text-brand-900" : "text-stone-700"
          }`}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

function StoredDocuments() {
  const { documents, loadError, canEdit } = useLoaderData<typeof loader>();
  if (loadError) {
    return (
      <Alert title="Documentation could not be loaded">
        <p>{loadError}</p>
        <Link to={`${PAGE}?tab=documents`} className={`${secondaryButtonClass} mt-2 no-underline`}>
          {M.retryLoading}
        </Link>
      </Alert>
    );
  }
  if (documents.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-stone-300 p-4 text-stone-700">
        {M.noDocuments} {canEdit ? "Create the first one with Create Document." : null}
      </p>
    );
  }
  return (
    <>
      {STORED_CATEGORIES.map((category) => {
        const inCategory = documents.filter((document) => document.category === category);
        if (inCategory.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`stored-${category}`} className="space-y-2">
            <h2 id={`stored-${category}`} className="text-lg font-semibold">
              {STORED_CATEGORY_LABELS[category]}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {inCategory.map((document) => (
                <DocumentCard
                  key={document.id}
                  title={document.title}
                  description={document.description}
                  typeLabel={STORED_CATEGORY_LABELS[document.category]}
                  pageCount={document.pageCount}
                  updated={document.updatedAt}
                  viewHref={`${PAGE}/documents/${document.id}`}
                  viewLabel="Read"
                  downloadHref={`${PAGE}/documents/${document.id}/download`}
                  note={document.isActive ? `Version ${document.version}` : `Version ${document.version} · Inactive`}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

export default function DocumentationCenter() {
  const { tab, categories, documents, loadError, canEdit } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm">
            <BackLink to="/admin">Back to Admin</BackLink>
          </p>
          <h1 className="text-2xl font-bold">{M.centerTitle}</h1>
          <p className="mt-1 text-sm text-stone-700">
            Guides to the shop's back office for every role, and the documents staff keep here.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={tab === "documents" ? `${PAGE}?tab=documents` : PAGE}
            className={`${secondaryButtonClass} no-underline`}
          >
            Refresh
          </Link>
          {canEdit ? (
            <Link to={`${PAGE}/new`} className={`${primaryButtonClass} no-underline`}>
              Create Document
            </Link>
          ) : null}
        </div>
      </div>
      <Tabs tab={tab} documentCount={loadError ? 0 : documents.length} />
      {tab === "guides" ? <GuideCategories categories={categories} base={PAGE} /> : <StoredDocuments />}
    </div>
  );
}
