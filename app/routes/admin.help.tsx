import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { canAccess, isAdmin } from "~/accounts/roles";
import { ownLineLinkClass } from "~/admin/back-link";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { GuideCategories } from "~/documentation/cards";
import { MatchText } from "~/documentation/document-page";
import { HelpQuery } from "~/documentation/document-viewer.server";
import { helpCategories, searchHelpGuides } from "~/documentation/help.server";
import { DOCUMENTATION_MESSAGES as D, HELP_MESSAGES as H } from "~/documentation/messages";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta(H.title);

export const handle: AdminHandle = { breadcrumb: H.title };

const PAGE = "/admin/help";
/** How many of a guide's matches the search results show (the guide shows up to 10). */
const LINES_PER_GUIDE = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request, "help");
  const { q } = HelpQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const term = q.trim();
  return {
    term,
    categories: await helpCategories(user.roles),
    results: term ? await searchHelpGuides(user.roles, term) : null,
    seesAll: isAdmin(user.roles),
    canManage: canAccess(user.roles, "documentation"),
  };
}

function SearchResults() {
  const { term, results } = useLoaderData<typeof loader>();
  if (!results) return null;
  if (results.length === 0) {
    return (
      <p aria-live="polite" className="rounded-md border border-dashed border-stone-300 p-4 text-stone-700">
        {H.noResults(term)}
      </p>
    );
  }
  return (
    <section aria-labelledby="search-results" aria-live="polite" className="space-y-2">
      <h2 id="search-results" className="text-lg font-semibold">
        {results.length} {results.length === 1 ? "guide contains" : "guides contain"} "{term}"
      </h2>
      <ul className="space-y-3" data-testid="help-results">
        {results.map((result) => {
          const href = `${PAGE}/${result.category}/${result.id}?q=${encodeURIComponent(term)}`;
          return (
            <li key={result.id} className="rounded-md border border-stone-200 bg-white p-3 text-sm">
              <h3 className="text-base font-semibold">
                <Link to={href}>{result.title}</Link>
              </h3>
              <p className="text-stone-700">{result.description}</p>
              {result.search.total > 0 ? (
                <>
                  <p className="mt-1 font-medium">{D.matchCount(result.search.total, term)}</p>
                  <ul className="mt-1 space-y-1">
                    {result.search.matches.slice(0, LINES_PER_GUIDE).map((match, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the matches are in reading order and never move.
                      <li key={index} className="min-w-0">
                        <Link to={`${href}#${match.sectionId ?? "document-content"}`} className="block">
                          {match.sectionTitle ? (
                            <span className="block text-xs text-stone-600">{match.sectionTitle}</span>
                          ) : null}
                          <MatchText text={match.text} term={term} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function Help() {
  const { term, categories, results, seesAll, canManage } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{H.title}</h1>
        <p className="mt-1 text-sm text-stone-700">{seesAll ? H.introAdmins : H.intro}</p>
        {canManage ? (
          <p className="mt-1 text-sm">
            <Link to="/admin/documentation" className={ownLineLinkClass}>
              Open the documentation center
            </Link>
          </p>
        ) : null}
      </div>
      <Form method="get" action={PAGE} role="search" className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="help-search" className="block text-sm font-medium">
            {H.searchLabel}
          </label>
          <input id="help-search" type="search" name="q" defaultValue={term} maxLength={100} className={inputClass} />
        </div>
        <button type="submit" className={primaryButtonClass}>
          Search
        </button>
        {term ? (
          <Link to={PAGE} className={`${secondaryButtonClass} no-underline`}>
            Clear
          </Link>
        ) : null}
      </Form>
      {results ? <SearchResults /> : <GuideCategories categories={categories} base={PAGE} />}
    </div>
  );
}
