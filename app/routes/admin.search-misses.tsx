import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type DataColumn, DataList, listButtonClass, listLinkClass } from "~/admin/data-list";
import { listHref } from "~/admin/list-href";
import { ListSearchForm, ListSelect } from "~/admin/list-search";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { listSearchMisses, MissesQuery, type MissRow } from "~/catalog/search-misses-admin.server";
import { SYNONYMS_PAGE } from "~/catalog/search-synonym-editor";
import {
  ADD_A_PRODUCT,
  ADD_A_SYNONYM,
  EDIT_ITS_SYNONYM,
  MISSES_INTRO,
  MISSES_PAGE_SIZE,
  MISSES_SORT_LABELS,
  MISSES_TITLE,
  missesSummary,
  NO_MISSES,
  NO_MISSES_MATCH,
  SEARCH_THE_SHOP,
} from "~/catalog/search-synonyms-messages";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta(MISSES_TITLE);

export const handle: AdminHandle = { breadcrumb: MISSES_TITLE };

const PAGE = "/admin/search-misses";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "categories");
  const query = MissesQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await listSearchMisses(db(), query)), search: query.search, sort: query.sort, limit: query.limit };
}

const COLUMNS: DataColumn<MissRow>[] = [
  { header: "Search", card: "title", cell: (row) => <span className="[overflow-wrap:anywhere]">{row.query}</span> },
  { header: "Searches", numeric: true, cell: (row) => row.searches },
  { header: "Last searched", nowrap: true, cell: (row) => formatDateTime(row.lastSearchedAt) },
  {
    header: "Actions",
    card: "actions",
    hiddenHeader: true,
    cell: (row) => (
      <>
        {row.synonymId ? (
          <Link
            to={`${SYNONYMS_PAGE}/${row.synonymId}`}
            className={listButtonClass}
            aria-label={`${EDIT_ITS_SYNONYM}: ${row.query}`}
          >
            {EDIT_ITS_SYNONYM}
          </Link>
        ) : (
          <Link
            to={`${SYNONYMS_PAGE}/new?${new URLSearchParams({ words: row.query })}`}
            className={listButtonClass}
            aria-label={`${ADD_A_SYNONYM}: ${row.query}`}
          >
            {ADD_A_SYNONYM}
          </Link>
        )}
        <a
          href={`/products?${new URLSearchParams({ search: row.query })}`}
          target="_blank"
          rel="noreferrer"
          className={listLinkClass}
          aria-label={`${SEARCH_THE_SHOP}: ${row.query}`}
        >
          {SEARCH_THE_SHOP}
        </a>
        <Link to="/admin/products/new" className={listLinkClass} aria-label={`${ADD_A_PRODUCT}: ${row.query}`}>
          {ADD_A_PRODUCT}
        </Link>
      </>
    ),
  },
];

export default function SearchMisses() {
  const { misses, hasMore, totals, search, sort, limit } = useLoaderData<typeof loader>();
  const more = listHref(
    PAGE,
    { search, limit, defaultLimit: MISSES_PAGE_SIZE },
    { sort: sort === "most" ? null : sort, limit: String(limit + MISSES_PAGE_SIZE) },
  );
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{MISSES_TITLE}</h1>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{MISSES_INTRO}</p>
      </div>
      <ListSearchForm action={PAGE} label="Search the searches" search={search}>
        <ListSelect id="misses-sort" name="sort" label="Order" value={sort} choices={MISSES_SORT_LABELS} />
      </ListSearchForm>
      {totals.queries > 0 ? <p className="text-sm">{missesSummary(totals.queries, totals.searches)}</p> : null}
      <DataList
        label={MISSES_TITLE}
        rows={misses}
        rowKey={(row) => row.query}
        columns={COLUMNS}
        empty={search ? NO_MISSES_MATCH : NO_MISSES}
        rowProps={(row) => ({ "data-miss": row.query })}
      />
      {hasMore ? (
        <Link to={more} preventScrollReset className={`${secondaryButtonClass} no-underline`}>
          Load More
        </Link>
      ) : null}
    </div>
  );
}
