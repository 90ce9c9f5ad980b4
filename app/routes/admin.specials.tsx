import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink } from "~/admin/back-link";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { type DataColumn, DataList, listButtonClass } from "~/admin/data-list";
import { listHref } from "~/admin/list-href";
import { ListSearchForm } from "~/admin/list-search";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { openedSnapshot, type StaleEditReport, staleEditReply } from "~/admin/stale-edit";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import { REGULAR_PAGE_SIZE } from "~/catalog/admin-paging";
import { failedToUpdateSpecial, SPECIAL_FIELD_LABELS, specialFormValues } from "~/catalog/special-price-rules";
import {
  changeSpecialPrice,
  loadSpecialsScreen,
  SpecialPriceForm,
  type SpecialRow,
  SpecialsQuery,
} from "~/catalog/specials-admin.server";
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Special Prices");

export const handle: AdminHandle = { breadcrumb: "Special Prices" };

const PAGE = "/admin/specials";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "specials");
  const url = new URL(request.url);
  const query = SpecialsQuery.parse(Object.fromEntries(url.searchParams));
  const screen = await loadSpecialsScreen(db(), query);
  const all = [...screen.specials, ...screen.regular];
  const confirming = query.confirm ? (screen.specials.find((row) => row.id === query.confirm) ?? null) : null;
  return {
    ...screen,
    search: query.search,
    limit: query.limit,
    editing: query.edit && all.some((row) => row.id === query.edit) ? query.edit : null,
    confirming,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "specials");
  const submission = await parseFormSubmission(request, SpecialPriceForm);
  const productId = typeof submission.payload.productId === "string" ? submission.payload.productId : null;
  const typed = typeof submission.payload.specialPrice === "string" ? submission.payload.specialPrice : "";
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Unknown action.";
    return data(
      {
        productId,
        typed,
        message: failedToUpdateSpecial(message),
        currentUpdatedAt: null,
        stale: null as StaleEditReport | null,
      },
      { status: 400 },
    );
  }
  const form = submission.value;
  const outcome = await changeSpecialPrice(
    db(),
    { id: user.id, email: user.email },
    {
      productId: form.productId,
      specialPrice: form.intent === "set" ? form.specialPrice : undefined,
      updatedAt: form.updatedAt,
    },
    { ipAddress: clientIp(request) },
  );
  if (!outcome.ok && outcome.current && form.intent === "set") {
    // Someone saved since the row was opened: the price shown again is yours if you changed it,
    // theirs if not, with what they saved beside it and the version it now stands on.
    const { result, stale } = staleEditReply({} as { initialValue?: Record<string, unknown> }, submission.payload, {
      current: outcome.current,
      labels: SPECIAL_FIELD_LABELS,
    });
    return data(
      {
        productId,
        typed: String(result.initialValue?.specialPrice ?? ""),
        message: failedToUpdateSpecial(outcome.message),
        currentUpdatedAt: outcome.currentUpdatedAt ?? null,
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
        message: failedToUpdateSpecial(outcome.message),
        currentUpdatedAt: outcome.currentUpdatedAt ?? null,
        stale: null,
      },
      { status: outcome.status },
    );
  }
  const back = new URL(request.url);
  back.searchParams.delete("edit");
  back.searchParams.delete("confirm");
  return redirectWithToast(request, `${PAGE}${back.search}`, {
    title: outcome.title,
    description: outcome.description,
    variant: "success",
  });
}

/** The screen's address with some of its query changed (search and paging are kept). */
function useHrefWith() {
  const { search, limit } = useLoaderData<typeof loader>();
  return (changes: Record<string, string | null>) =>
    listHref(PAGE, { search, limit, defaultLimit: REGULAR_PAGE_SIZE }, changes);
}

function removeConfirmation(row: SpecialRow, action: string): Confirmation {
  return {
    title: "Remove special",
    message: `Take ${row.name} off special? Customers will pay the regular price of ${formatRand(row.regularCents)} again.`,
    confirmLabel: "Remove Special",
    action,
    fields: { intent: "remove", productId: row.id, updatedAt: row.updatedAt },
  };
}

/** The inline price input of one row: Save posts it, Cancel goes back to the list. */
function PriceEditor({ row, label }: { row: SpecialRow; label: string }) {
  const hrefWith = useHrefWith();
  const actionData = useActionData<typeof action>();
  const mine = actionData?.productId === row.id ? actionData : undefined;
  const saving = useNavigation().state === "submitting";
  const inputId = `special-${row.id}`;
  const version = mine?.currentUpdatedAt ?? row.updatedAt;
  return (
    <Form key={version} method="post" action={hrefWith({ edit: row.id })} preventScrollReset className="mt-2 space-y-2">
      {mine ? <Alert title="Not saved">{mine.message}</Alert> : null}
      <StaleEditNotes notes={mine?.stale} />
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="productId" value={row.id} />
      <input type="hidden" name="updatedAt" value={version} />
      <OpenedValues
        snapshot={mine?.stale?.opened ?? openedSnapshot(specialFormValues({ special_price_cents: row.specialCents }))}
      />
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={inputId}
          name="specialPrice"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          defaultValue={mine ? mine.typed : specialFormValues({ special_price_cents: row.specialCents }).specialPrice}
          className={`${inputClass} w-32`}
          aria-describedby={`${inputId}-hint`}
          // biome-ignore lint/a11y/noAutofocus: the person asked to edit this one price.
          autoFocus
        />
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
        <Link to={hrefWith({ edit: null })} preventScrollReset className={`${secondaryButtonClass} no-underline`}>
          Cancel
        </Link>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-stone-600">
        Below {formatRand(row.regularCents)}. Leave empty to remove the special.
      </p>
    </Form>
  );
}

/** The product's cell, the title of its row: name, then WS code and category. */
function productColumn(): DataColumn<SpecialRow> {
  return {
    header: "Product",
    card: "title",
    cell: (row) => (
      <>
        {row.name} {row.active ? null : <span className="text-xs font-normal text-stone-600">(inactive)</span>}
        <span className="block text-xs font-normal text-stone-600">
          {row.wsCode} · {row.category ?? "No category"}
        </span>
      </>
    ),
  };
}

function useOfferColumns(): DataColumn<SpecialRow>[] {
  const { editing } = useLoaderData<typeof loader>();
  const hrefWith = useHrefWith();
  return [
    productColumn(),
    {
      header: "Price",
      numeric: true,
      nowrap: true,
      cell: (row) => (
        <>
          <s className="text-stone-600">{formatRand(row.regularCents)}</s>{" "}
          <strong className="text-red-800">{row.specialCents ? formatRand(row.specialCents) : "No price"}</strong>
        </>
      ),
    },
    {
      header: "Savings",
      numeric: true,
      cell: (row) =>
        row.savingCents > 0 ? (
          <span>
            Save {formatRand(row.savingCents)} ({row.savingPercent}%)
          </span>
        ) : (
          "None"
        ),
    },
    {
      header: "Actions",
      card: "actions",
      hiddenHeader: true,
      cell: (row) =>
        editing === row.id ? (
          <PriceEditor row={row} label="Special price (R)" />
        ) : (
          <>
            <Link
              to={hrefWith({ edit: row.id })}
              preventScrollReset
              className={listButtonClass}
              aria-label={`Edit Price of ${row.name}`}
            >
              Edit Price
            </Link>
            <ConfirmButton
              label="Remove Special"
              confirmation={removeConfirmation(row, hrefWith({}))}
              confirmHref={hrefWith({ confirm: row.id })}
            />
          </>
        ),
    },
  ];
}

function useRegularColumns(): DataColumn<SpecialRow>[] {
  const { editing } = useLoaderData<typeof loader>();
  const hrefWith = useHrefWith();
  return [
    productColumn(),
    {
      header: "Stock",
      cell: (row) =>
        row.inStock ? (
          "In stock"
        ) : (
          <span className="rounded bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">Out of Stock</span>
        ),
    },
    { header: "Price", numeric: true, nowrap: true, cell: (row) => formatRand(row.regularCents) },
    {
      header: "Actions",
      card: "actions",
      hiddenHeader: true,
      cell: (row) =>
        editing === row.id ? (
          <PriceEditor row={row} label="Special:" />
        ) : row.inStock ? (
          <Link
            to={hrefWith({ edit: row.id })}
            preventScrollReset
            className={listButtonClass}
            aria-label={`Add Special Price to ${row.name}`}
          >
            Add Special Price
          </Link>
        ) : (
          <button type="button" disabled className={listButtonClass}>
            Add Special Price
          </button>
        ),
    },
  ];
}

export default function SpecialPrices() {
  const { counts, specials, regular, hasMoreRegular, search, limit, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hrefWith = useHrefWith();
  const offerColumns = useOfferColumns();
  const regularColumns = useRegularColumns();
  if (confirming) {
    return <ConfirmationPage confirmation={removeConfirmation(confirming, hrefWith({}))} cancelHref={hrefWith({})} />;
  }
  const rowless = actionData && !specials.concat(regular).some((row) => row.id === actionData.productId);
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <BackLink to="/admin">Back to Admin</BackLink>
        </p>
        <h1 className="text-2xl font-bold">Special Price Management</h1>
        <p className="mt-1 text-sm text-stone-700">
          A special price shows on the shop at once, with the regular price struck through, and the product appears on
          the Specials page.
        </p>
      </div>
      <ListSearchForm action={PAGE} label="Search by name, code or category" search={search} />
      {rowless ? <Alert title="Not saved">{actionData.message}</Alert> : null}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ["Total Products", counts.total],
          ["Current Specials", counts.specials],
          ["Regular Price Products", counts.regular],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-stone-200 p-2">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="current-specials" className="space-y-2">
        <h2 id="current-specials" className="text-lg font-semibold">
          Current Special Offers
        </h2>
        <DataList
          label="Current Special Offers"
          rows={specials}
          rowKey={(row) => row.id}
          columns={offerColumns}
          empty="No products currently on special"
        />
      </section>
      <section aria-labelledby="regular-products" className="space-y-2">
        <h2 id="regular-products" className="text-lg font-semibold">
          Regular Price Products
        </h2>
        <DataList
          label="Regular Price Products"
          rows={regular}
          rowKey={(row) => row.id}
          columns={regularColumns}
          empty="No products at their regular price."
          className="max-h-[40rem] overflow-y-auto"
        />
        {hasMoreRegular ? (
          <Link
            to={hrefWith({ limit: String(limit + REGULAR_PAGE_SIZE) })}
            preventScrollReset
            className={`${secondaryButtonClass} no-underline`}
          >
            Load More
          </Link>
        ) : null}
      </section>
    </div>
  );
}
