import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { BackLink } from "~/admin/back-link";
import { SanitizedHtml } from "~/content/sanitized-html";
import { formatDate, formatDateTime } from "~/platform/format";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { MAX_CONTENT_MATCHES, markTerm } from "./content-search";
import type { viewerPage } from "./document-viewer.server";
import { DOCUMENTATION_MESSAGES as M } from "./messages";
import { PrintAsPdfButton } from "./print-as-pdf";
import { TableOfContents } from "./table-of-contents";

/**
 * One document as the documentation center and Help show it (spec 2.2, 2.3, 2.6): title and
 * date, Download and Save as PDF, 'Search this document', the table of contents and the content.
 * `here` is the document's own address (its download is `${here}/download`); the management
 * screen adds Edit Document and the earlier versions, Help shows neither.
 */
export type ViewerPage = ReturnType<typeof viewerPage>;

export type EarlierVersion = { version: number; title: string; replaced_at: string; replacedBy: string | null };

/** A match of the content search with the searched term highlighted. */
export function MatchText({ text, term }: { text: string; term: string }) {
  return (
    <span className="block">
      {markTerm(text, term).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
          <mark key={index} className="bg-amber-100 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

function ContentSearchForm({ document, here }: { document: ViewerPage; here: string }) {
  const { search, contentTerm, sectionTerm } = document;
  return (
    <div className="space-y-2">
      <Form method="get" action={here} role="search" className="flex flex-wrap items-end gap-2" preventScrollReset>
        {sectionTerm ? <input type="hidden" name="section" value={sectionTerm} /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="content-search" className="block text-sm font-medium">
            {M.searchLabel}
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
            <p>{M.noMatches(contentTerm)}</p>
          ) : (
            <>
              <p className="font-medium">
                {search.total > MAX_CONTENT_MATCHES
                  ? M.firstMatches(MAX_CONTENT_MATCHES, search.total, contentTerm)
                  : M.matchCount(search.total, contentTerm)}
              </p>
              <ul className="mt-1 max-h-60 space-y-1 overflow-y-auto" data-testid="content-matches">
                {search.matches.map((match, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the matches are in reading order and never move.
                  <li key={index}>
                    <a href={match.sectionId ? `#${match.sectionId}` : "#document-content"} className="block">
                      {match.sectionTitle ? (
                        <span className="block text-xs text-stone-600">{match.sectionTitle}</span>
                      ) : null}
                      <MatchText text={match.text} term={contentTerm} />
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

/** The not-found title and message of a viewer (spec 2.2), with the way back. */
export function DocumentNotFound({
  notFound,
  backHref,
  backLabel,
}: {
  notFound: { title: string; message: string };
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <BackLink to={backHref}>{backLabel}</BackLink>
      </p>
      <h1 className="text-2xl font-bold">{notFound.title}</h1>
      <p>{notFound.message}</p>
    </div>
  );
}

export function DocumentPage({
  document,
  here,
  backHref,
  backLabel,
  actions,
  versions = [],
}: {
  document: ViewerPage;
  here: string;
  backHref: string;
  backLabel: string;
  /** More buttons beside Download (the management screen's Edit Document). */
  actions?: ReactNode;
  versions?: readonly EarlierVersion[];
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm">
            <BackLink to={backHref}>{backLabel}</BackLink>
          </p>
          <h1 className="text-2xl font-bold">{document.title}</h1>
          <p className="text-sm text-stone-700">
            {document.categoryLabel} · Version {document.version} · Updated {formatDate(document.lastUpdated)}
            {document.isActive ? null : " · Inactive"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`${here}/download`} download className={`${primaryButtonClass} no-underline`}>
            Download
          </a>
          <PrintAsPdfButton href={`${here}/download?print=1`} />
          {actions}
        </div>
      </div>
      <ContentSearchForm document={document} here={here} />
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
                Version {version.version}, "{version.title}": replaced {formatDateTime(version.replaced_at)}
                {version.replacedBy ? ` by ${version.replacedBy}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
