import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type DataColumn, DataList, listButtonClass, listLinkClass } from "~/admin/data-list";
import { listHref } from "~/admin/list-href";
import { ListSearchForm, ListSelect } from "~/admin/list-search";
import { adminMeta } from "~/admin/meta";
import { SYNONYMS_PAGE } from "~/catalog/search-synonym-editor";
import { listSynonyms, SynonymListQuery, type SynonymRow } from "~/catalog/search-synonyms-admin.server";
import {
  FORMER_STAFF,
  KIND_FILTER_LABELS,
  kindInWords,
  NO_SYNONYMS,
  NO_SYNONYMS_MATCH,
  STARTING_LIST,
  SYNONYMS_INTRO,
  SYNONYMS_PAGE_SIZE,
  SYNONYMS_TITLE,
  TRY_ON_SHOP,
} from "~/catalog/search-synonyms-messages";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta(SYNONYMS_TITLE);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "categories");
  const query = SynonymListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await listSynonyms(db(), query)), search: query.search, kind: query.kind ?? "", limit: query.limit };
}

const changedBy = (row: SynonymRow) =>
  row.updatedBy ?? (row.updatedAt === row.createdAt ? STARTING_LIST : FORMER_STAFF);

const COLUMNS: DataColumn<SynonymRow>[] = [
  { header: "Words", card: "title", cell: (row) => <span className="[overflow-wrap:anywhere]">{row.words}</span> },
  {
    header: "Kind",
    cell: (row) => <span className="[overflow-wrap:anywhere]">{kindInWords(row.kind, row.targets)}</span>,
  },
  {
    header: "Last changed",
    cell: (row) => (
      <>
        <span className="lg:whitespace-nowrap">{formatDateTime(row.updatedAt)}</span>
        <span className="block text-xs text-stone-600">{changedBy(row)}</span>
      </>
    ),
  },
  {
    header: "Actions",
    card: "actions",
    hiddenHeader: true,
    cell: (row) => (
      <>
        <Link to={`${SYNONYMS_PAGE}/${row.id}`} className={listButtonClass} aria-label={`Edit ${row.words}`}>
          Edit
        </Link>
        <a
          href={`/products?${new URLSearchParams({ search: row.firstWord })}`}
          target="_blank"
          rel="noreferrer"
          className={listLinkClass}
          aria-label={`${TRY_ON_SHOP}: ${row.firstWord}`}
        >
          {TRY_ON_SHOP}
        </a>
      </>
    ),
  },
];

export default function SearchSynonyms() {
  const { synonyms, hasMore, search, kind, limit } = useLoaderData<typeof loader>();
  const more = listHref(
    SYNONYMS_PAGE,
    { search, limit, defaultLimit: SYNONYMS_PAGE_SIZE },
    { kind: kind || null, limit: String(limit + SYNONYMS_PAGE_SIZE) },
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">{SYNONYMS_TITLE}</h1>
          <p className="mt-1 max-w-3xl text-sm text-stone-700">{SYNONYMS_INTRO}</p>
        </div>
        <Link to={`${SYNONYMS_PAGE}/new`} className={`${primaryButtonClass} no-underline`}>
          New synonym
        </Link>
      </div>
      <ListSearchForm action={SYNONYMS_PAGE} label="Search the words and targets" search={search}>
        <ListSelect id="synonym-kind" name="kind" label="Kind" value={kind} choices={KIND_FILTER_LABELS} />
      </ListSearchForm>
      <DataList
        label={SYNONYMS_TITLE}
        rows={synonyms}
        rowKey={(row) => row.id}
        columns={COLUMNS}
        empty={search || kind ? NO_SYNONYMS_MATCH : NO_SYNONYMS}
        rowProps={(row) => ({ "data-synonym": row.id })}
      />
      {hasMore ? (
        <Link to={more} preventScrollReset className={`${secondaryButtonClass} no-underline`}>
          Load More
        </Link>
      ) : null}
    </div>
  );
}
