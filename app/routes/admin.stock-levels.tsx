import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type DataColumn, DataList, listButtonClass } from "~/admin/data-list";
import { listHref } from "~/admin/list-href";
import { ListSearchForm, ListSelect } from "~/admin/list-search";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { openedSnapshot, type StaleEditReport, staleEditReply } from "~/admin/stale-edit";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import { STOCK_PAGE_SIZE } from "~/catalog/admin-paging";
import { StockBadge } from "~/catalog/stock-badge";
import {
  loadStockLevels,
  MOVEMENT_REASONS,
  StockForm,
  StockQuery,
  type StockRow,
  setStockLevel,
} from "~/catalog/stock-levels-admin.server";
import {
  STOCK_FIELD_LABELS,
  STOCK_NOTE_MAX,
  STOCK_NOTE_SUGGESTIONS,
  STOCK_UPDATED,
  UPDATE_FAILED,
} from "~/catalog/stock-messages";
import { formatQuantity, STOCK_LEVEL_FILTERS, stockBadge, stockFormValues } from "~/catalog/stock-status";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { readThresholds } from "~/shop/shop-settings.server";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Stock Level Management");

export const handle: AdminHandle = { breadcrumb: "Stock Level Management" };

const PAGE = "/admin/stock-levels";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "stock");
  const query = StockQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { lowStock } = await readThresholds(db());
  const { rows, hasMore } = await loadStockLevels(db(), query, lowStock);
  return {
    lowStock,
    rows,
    hasMore,
    search: query.search,
    level: query.level,
    limit: query.limit,
    editing: query.edit && rows.some((row) => row.productId === query.edit) ? query.edit : null,
    sources: MOVEMENT_REASONS,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "stock");
  const submission = await parseFormSubmission(request, StockForm);
  const productId = typeof submission.payload.productId === "string" ? submission.payload.productId : null;
  const typed = typeof submission.payload.quantity === "string" ? submission.payload.quantity : "";
  const typedNote = typeof submission.payload.note === "string" ? submission.payload.note : "";
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Please check the quantity.";
    return data(
      {
        productId,
        typed,
        typedNote,
        message,
        currentLastUpdated: null as string | null,
        stale: null as StaleEditReport | null,
      },
      { status: 400 },
    );
  }
  const outcome = await setStockLevel(db(), { id: user.id, email: user.email }, submission.value, {
    ipAddress: clientIp(request),
  });
  if (!outcome.ok && outcome.current) {
    // Counted or sold since the row was opened: the quantity shown again is yours if you changed
    // it, theirs if not, with what is saved now beside it and the version it now stands on.
    const { result, stale } = staleEditReply({} as { initialValue?: Record<string, unknown> }, submission.payload, {
      current: outcome.current,
      labels: STOCK_FIELD_LABELS,
    });
    return data(
      {
        productId,
        typed: String(result.initialValue?.quantity ?? ""),
        typedNote,
        message: outcome.message,
        currentLastUpdated: outcome.currentLastUpdated,
        stale,
      },
      { status: outcome.status },
    );
  }
  if (!outcome.ok) {
    return data(
      {
        productId,
        typed,
        typedNote,
        message: outcome.message,
        currentLastUpdated: outcome.currentLastUpdated,
        stale: null,
      },
      { status: outcome.status },
    );
  }
  const back = new URL(request.url);
  back.searchParams.delete("edit");
  return redirectWithToast(request, `${PAGE}${back.search}`, { ...STOCK_UPDATED, variant: "success" });
}

function useHrefWith() {
  const { search, level, limit } = useLoaderData<typeof loader>();
  return (changes: Record<string, string | null>) =>
    listHref(
      PAGE,
      { search, limit, defaultLimit: STOCK_PAGE_SIZE },
      { level: level === "all" ? null : level, ...changes },
    );
}

function QuantityEditor({ row }: { row: StockRow }) {
  const hrefWith = useHrefWith();
  const actionData = useActionData<typeof action>();
  const mine = actionData?.productId === row.productId ? actionData : undefined;
  const saving = useNavigation().state === "submitting";
  const inputId = `quantity-${row.productId}`;
  const version = mine && mine.currentLastUpdated !== null ? mine.currentLastUpdated : (row.lastUpdated ?? "");
  return (
    <Form
      key={version}
      method="post"
      action={hrefWith({ edit: row.productId })}
      preventScrollReset
      className="space-y-2"
    >
      {mine ? <Alert title={UPDATE_FAILED}>{mine.message}</Alert> : null}
      <StaleEditNotes notes={mine?.stale} />
      <input type="hidden" name="productId" value={row.productId} />
      <input type="hidden" name="lastUpdated" value={version} />
      <OpenedValues snapshot={mine?.stale?.opened ?? openedSnapshot(stockFormValues(row))} />
      <div className="flex flex-wrap items-end gap-2 lg:justify-end">
        <label htmlFor={inputId} className="text-sm font-medium">
          Quantity
        </label>
        <input
          id={inputId}
          name="quantity"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          required
          defaultValue={mine ? mine.typed : stockFormValues(row).quantity}
          className={`${inputClass} w-28`}
          // biome-ignore lint/a11y/noAutofocus: the person asked to edit this one quantity.
          autoFocus
        />
        <label htmlFor={`${inputId}-note`} className="text-sm font-medium">
          Reason <span className="font-normal text-stone-600">(optional)</span>
        </label>
        <input
          id={`${inputId}-note`}
          name="note"
          type="text"
          maxLength={STOCK_NOTE_MAX}
          list="stock-note-suggestions"
          defaultValue={mine?.typedNote ?? ""}
          className={`${inputClass} w-56 max-w-full`}
        />
        <datalist id="stock-note-suggestions">
          {STOCK_NOTE_SUGGESTIONS.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
        <Link to={hrefWith({ edit: null })} preventScrollReset className={`${secondaryButtonClass} no-underline`}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** The list's columns: the spec's WS code, badge, name, source, last-updated time and quantity with Edit. */
function useStockColumns(): DataColumn<StockRow>[] {
  const { editing, sources, lowStock } = useLoaderData<typeof loader>();
  const hrefWith = useHrefWith();
  return [
    {
      header: "Product",
      card: "title",
      cell: (row) => (
        <>
          <span className="block text-xs font-normal text-stone-600">{row.wsCode}</span>
          {row.name}
        </>
      ),
    },
    {
      header: "Status",
      cell: (row) =>
        row.quantity === null ? (
          <span className="text-stone-600">Not counted</span>
        ) : (
          <StockBadge badge={stockBadge(row.quantity, lowStock)} />
        ),
    },
    {
      header: "Quantity",
      numeric: true,
      cell: (row) =>
        editing === row.productId ? (
          <QuantityEditor row={row} />
        ) : (
          <span className="font-semibold">{row.quantity === null ? "-" : formatQuantity(row.quantity)}</span>
        ),
    },
    {
      header: "Last change",
      cell: (row) =>
        row.lastUpdated ? (
          <span className="text-xs text-stone-600">
            {sources[row.source ?? ""] ?? row.source} · {formatDateTime(row.lastUpdated)}
          </span>
        ) : (
          <span className="text-xs text-stone-600">Never counted</span>
        ),
    },
    {
      header: "Actions",
      card: "actions",
      hiddenHeader: true,
      cell: (row) => (
        <>
          {editing === row.productId ? null : (
            <Link
              to={hrefWith({ edit: row.productId })}
              preventScrollReset
              className={listButtonClass}
              aria-label={`Edit stock of ${row.wsCode}`}
            >
              Edit
            </Link>
          )}
          <Link
            to={`${PAGE}/${row.productId}`}
            className={listButtonClass}
            aria-label={`Stock history of ${row.wsCode}`}
          >
            History
          </Link>
        </>
      ),
    },
  ];
}

export default function StockLevels() {
  const { rows, hasMore, search, level, limit } = useLoaderData<typeof loader>();
  const hrefWith = useHrefWith();
  const columns = useStockColumns();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Stock Level Management</h1>
        <p className="mt-1 text-sm text-stone-700">
          Counts on hand, most recently changed first. A product at 0 shows as out of stock in the shop at once.
        </p>
      </div>
      <ListSearchForm action={PAGE} label="Search by WS code or product name" search={search}>
        <ListSelect id="stock-level" name="level" label="Show" value={level} choices={STOCK_LEVEL_FILTERS} />
      </ListSearchForm>
      <DataList
        label="Stock levels"
        rows={rows}
        rowKey={(row) => row.productId}
        columns={columns}
        empty={
          search
            ? "No products match that search."
            : level === "all"
              ? "No products yet."
              : `No products are ${STOCK_LEVEL_FILTERS[level].toLowerCase()}.`
        }
      />
      {hasMore ? (
        <Link
          to={hrefWith({ limit: String(limit + STOCK_PAGE_SIZE) })}
          preventScrollReset
          className={`${secondaryButtonClass} no-underline`}
        >
          Load More
        </Link>
      ) : null}
    </div>
  );
}

/** The spec's load error, with a way to try again (a plain link: it works without JavaScript). */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error)) throw error;
  const message = error instanceof Error ? error.message : "Unknown error";
  return (
    <div className="space-y-3">
      <Alert title={`Error loading stock levels: ${message}`} />
      <a href={`${location.pathname}${location.search}`} className={`${secondaryButtonClass} no-underline`}>
        Retry
      </a>
    </div>
  );
}
