import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { CONTACT_METHODS } from "~/account/messages";
import { requireStaff } from "~/accounts/auth.server";
import { SOUTH_AFRICAN_PROVINCES } from "~/accounts/provinces";
import { DataList, listLinkClass } from "~/admin/data-list";
import { listHref } from "~/admin/list-href";
import { ListSearchForm } from "~/admin/list-search";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { openedSnapshot, type StaleEditReport, staleEditReply } from "~/admin/stale-edit";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import {
  ClientsQuery,
  listClients,
  loadClient,
  updateClientLocation,
  updateClientProfile,
} from "~/clients/client-admin.server";
import {
  CLIENTS_PAGE_SIZE,
  ClientLocationForm,
  ClientProfileForm,
  clientLocationFormValues,
  clientProfileFormValues,
} from "~/clients/client-forms";
import { CLIENT_LOCATION_FIELD_LABELS, CLIENT_MESSAGES, CLIENT_PROFILE_FIELD_LABELS } from "~/clients/messages";
import { orderStatusLabel } from "~/orders/order-display";
import { db } from "~/platform/db.server";
import { formatDate, formatRand } from "~/platform/format";
import { parseFormSubmission, readFormData } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { formatPhoneForPeople } from "~/sms/phone-number";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Client Management");

export const handle: AdminHandle = { breadcrumb: "Clients" };

const PAGE = "/admin/clients";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "clients");
  const query = ClientsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list, client] = await Promise.all([listClients(db(), query), loadClient(db(), query.client)]);
  const location =
    client && query.edit === "location" ? (client.locations.find((row) => row.id === query.location) ?? null) : null;
  // What the form being edited was opened with, for the merge of a refused stale save.
  const opened = location
    ? openedSnapshot(clientLocationFormValues(location))
    : client && query.edit === "profile"
      ? openedSnapshot(clientProfileFormValues(client.profile))
      : null;
  return {
    opened,
    ...list,
    search: query.search,
    limit: query.limit,
    client,
    edit: client ? (query.edit === "location" ? (location ? "location" : null) : (query.edit ?? null)) : null,
    location,
  };
}

type Refusal = {
  title: string;
  message: string;
  fields: Record<string, string[]>;
  /** The form's values to show again: as typed, or after a stale refusal merged with the saved record. */
  typed: Record<string, string>;
  stale?: StaleEditReport;
};

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "clients");
  const intent = (await readFormData(request.clone())).get("intent");
  const location = intent === "location";
  const title = location ? CLIENT_MESSAGES.locationFailed : CLIENT_MESSAGES.profileFailed;
  const submission = location
    ? await parseFormSubmission(request, ClientLocationForm)
    : await parseFormSubmission(request, ClientProfileForm);
  const typed = Object.fromEntries(
    Object.entries(submission.payload).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  if (submission.status !== "success") {
    const fields = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
    );
    const message = Object.values(fields).flat()[0] ?? "Please check the form.";
    return data<Refusal>({ title, message, fields, typed }, { status: 400 });
  }
  const actor = { id: user.id, email: user.email };
  const value = submission.value;
  const outcome =
    value.intent === "location"
      ? await updateClientLocation(db(), actor, value, clientIp(request))
      : await updateClientProfile(db(), actor, value, clientIp(request));
  if (!outcome.ok && outcome.current) {
    // Someone saved since the form was opened: show it again merged, theirs where you changed nothing.
    const { result, stale } = staleEditReply({} as { initialValue?: Record<string, unknown> }, submission.payload, {
      current: outcome.current,
      version: { field: "updatedAt", value: outcome.currentUpdatedAt ?? null },
      labels: location ? CLIENT_LOCATION_FIELD_LABELS : CLIENT_PROFILE_FIELD_LABELS,
    });
    const merged = Object.fromEntries(
      Object.entries(result.initialValue ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    return data<Refusal>({ title, message: outcome.message, fields: {}, typed: merged, stale }, { status: 409 });
  }
  if (!outcome.ok)
    return data<Refusal>({ title, message: outcome.message, fields: {}, typed }, { status: outcome.status });
  const back = new URL(request.url).searchParams;
  back.delete("edit");
  back.delete("location");
  back.delete("index");
  back.set("client", value.userId);
  return redirectWithToast(request, `${PAGE}?${back}`, {
    title: outcome.title,
    description: outcome.description,
    variant: "success",
  });
}

function Input({
  name,
  label,
  value,
  refusal,
  type = "text",
  children,
}: {
  name: string;
  label: string;
  value: string | number | null;
  refusal: Refusal | undefined;
  type?: string;
  children?: ReactNode;
}) {
  const id = `client-${name}`;
  const errors = refusal?.fields[name];
  const shown = refusal ? (refusal.typed[name] ?? "") : String(value ?? "");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children ?? (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={shown}
          className={inputClass}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? `${id}-error` : undefined}
        />
      )}
      {errors ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

export default function AdminClients() {
  const { clients, hasMore, search, limit, client, edit, location, opened } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const list = { search, limit, defaultLimit: CLIENTS_PAGE_SIZE };
  const clientHref = (userId: string, extra: Record<string, string | null> = {}) =>
    listHref(PAGE, list, { client: userId, ...extra });

  if (client && edit === "profile") {
    const profile = client.profile;
    const cancel = clientHref(profile.user_id);
    // After a refused stale save the form stands on the version it was merged with.
    const version = refusal?.stale ? (refusal.typed.updatedAt ?? profile.updated_at) : profile.updated_at;
    const snapshot = refusal?.stale?.opened ?? opened;
    return (
      <div className="max-w-xl space-y-4">
        <h1 className="text-2xl font-bold">
          Edit client {profile.first_name} {profile.last_name} ({profile.client_code})
        </h1>
        {refusal ? <Alert title={refusal.title}>{refusal.message}</Alert> : null}
        <StaleEditNotes notes={refusal?.stale} />
        <Form
          key={version}
          method="post"
          action={clientHref(profile.user_id, { edit: "profile" })}
          className="space-y-3"
        >
          <input type="hidden" name="intent" value="profile" />
          <input type="hidden" name="userId" value={profile.user_id} />
          <input type="hidden" name="updatedAt" value={version} />
          {snapshot ? <OpenedValues snapshot={snapshot} /> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <Input name="firstName" label="First name" value={profile.first_name} refusal={refusal} />
            <Input name="lastName" label="Last name" value={profile.last_name} refusal={refusal} />
            <Input name="email" label="E-mail" type="email" value={profile.email} refusal={refusal} />
            <Input name="phone" label="Phone" type="tel" value={profile.phone} refusal={refusal} />
            <Input name="companyName" label="Company" value={profile.company_name} refusal={refusal} />
            <Input name="vatNumber" label="VAT number" value={profile.vat_number} refusal={refusal} />
          </div>
          <Input name="preferredContactMethod" label="Preferred contact method" value={null} refusal={refusal}>
            <select
              id="client-preferredContactMethod"
              name="preferredContactMethod"
              defaultValue={refusal?.typed.preferredContactMethod ?? profile.preferred_contact_method}
              className={inputClass}
            >
              {CONTACT_METHODS.map((method) => (
                <option key={method.value} value={method.value}>
                  {method.label}
                </option>
              ))}
            </select>
          </Input>
          <Input
            name="deliveryDiscountPercentage"
            label="Delivery discount (%)"
            type="number"
            value={profile.delivery_discount_percentage}
            refusal={refusal}
          />
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              name="isActive"
              defaultChecked={refusal ? refusal.typed.isActive === "on" : profile.is_active === 1}
            />
            Active (an inactive client keeps the record but not the discount)
          </label>
          <Input name="adminNotes" label="Admin notes" value={null} refusal={refusal}>
            <textarea
              id="client-adminNotes"
              name="adminNotes"
              rows={4}
              defaultValue={refusal ? (refusal.typed.adminNotes ?? "") : (profile.admin_notes ?? "")}
              className={inputClass}
            />
          </Input>
          <div className="flex gap-2">
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              Save
            </button>
            <Link to={cancel} className={`${secondaryButtonClass} no-underline`}>
              Cancel
            </Link>
          </div>
        </Form>
      </div>
    );
  }

  if (client && edit === "location" && location) {
    const cancel = clientHref(client.profile.user_id);
    const version = refusal?.stale ? (refusal.typed.updatedAt ?? location.updated_at) : location.updated_at;
    const snapshot = refusal?.stale?.opened ?? opened;
    return (
      <div className="max-w-xl space-y-4">
        <h1 className="text-2xl font-bold">Edit delivery location {location.location_name}</h1>
        {refusal ? <Alert title={refusal.title}>{refusal.message}</Alert> : null}
        <StaleEditNotes notes={refusal?.stale} />
        <Form
          key={version}
          method="post"
          action={clientHref(client.profile.user_id, { edit: "location", location: location.id })}
          className="space-y-3"
        >
          <input type="hidden" name="intent" value="location" />
          <input type="hidden" name="userId" value={client.profile.user_id} />
          <input type="hidden" name="locationId" value={location.id} />
          <input type="hidden" name="updatedAt" value={version} />
          {snapshot ? <OpenedValues snapshot={snapshot} /> : null}
          <Input name="locationName" label="Location name" value={location.location_name} refusal={refusal} />
          <Input name="addressLine1" label="Address line 1" value={location.address_line_1} refusal={refusal} />
          <Input name="addressLine2" label="Address line 2" value={location.address_line_2} refusal={refusal} />
          <div className="grid gap-3 sm:grid-cols-3">
            <Input name="city" label="City" value={location.city} refusal={refusal} />
            <Input name="province" label="Province" value={null} refusal={refusal}>
              <select
                id="client-province"
                name="province"
                defaultValue={refusal?.typed.province ?? location.province}
                className={inputClass}
              >
                <option value="Unknown">Unknown</option>
                {SOUTH_AFRICAN_PROVINCES.map((province) => (
                  <option key={province} value={province}>
                    {province}
                  </option>
                ))}
              </select>
            </Input>
            <Input name="postalCode" label="Postal code" value={location.postal_code} refusal={refusal} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Input name="latitude" label="Latitude" value={location.latitude} refusal={refusal} />
            <Input name="longitude" label="Longitude" value={location.longitude} refusal={refusal} />
          </div>
          <p className="text-sm text-stone-700">New coordinates work the distance and delivery fee out again.</p>
          <Input
            name="deliveryInstructions"
            label="Delivery instructions"
            value={location.delivery_instructions}
            refusal={refusal}
          />
          <Input name="adminNotes" label="Admin notes" value={location.admin_notes} refusal={refusal} />
          <div className="flex gap-2">
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              Save
            </button>
            <Link to={cancel} className={`${secondaryButtonClass} no-underline`}>
              Cancel
            </Link>
          </div>
        </Form>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Client Management</h1>
      {client ? (
        <section
          aria-labelledby="client-panel"
          className="space-y-3 rounded-md border border-brand-600 bg-white p-4 text-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="client-panel" className="text-lg font-semibold">
              {client.profile.first_name} {client.profile.last_name} ({client.profile.client_code})
            </h2>
            <div className="flex gap-3">
              <Link
                to={clientHref(client.profile.user_id, { edit: "profile" })}
                className={`${primaryButtonClass} no-underline`}
              >
                Edit profile
              </Link>
              <Link to={listHref(PAGE, list, { client: null })} className="underline">
                Close
              </Link>
            </div>
          </div>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2" data-testid="client-profile">
            <div>
              <dt className="inline font-medium">E-mail: </dt>
              <dd className="inline">{client.profile.email}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Phone: </dt>
              <dd className="inline">{client.profile.phone ? formatPhoneForPeople(client.profile.phone) : "—"}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Company: </dt>
              <dd className="inline">{client.profile.company_name ?? "—"}</dd>
            </div>
            <div>
              <dt className="inline font-medium">VAT number: </dt>
              <dd className="inline">{client.profile.vat_number ?? "—"}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Preferred contact: </dt>
              <dd className="inline">
                {CONTACT_METHODS.find((method) => method.value === client.profile.preferred_contact_method)?.label}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">Status: </dt>
              <dd className="inline">{client.profile.is_active ? "Active" : "Inactive"}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Delivery discount: </dt>
              <dd className="inline">{client.profile.delivery_discount_percentage}%</dd>
            </div>
            <div>
              <dt className="inline font-medium">Loyalty points: </dt>
              <dd className="inline">{client.loyaltyPoints}</dd>
            </div>
            {client.profile.admin_notes ? (
              <div className="sm:col-span-2">
                <dt className="inline font-medium">Admin notes: </dt>
                <dd className="inline whitespace-pre-wrap">{client.profile.admin_notes}</dd>
              </div>
            ) : null}
          </dl>
          <h3 className="font-semibold">Delivery locations</h3>
          {client.locations.length === 0 ? (
            <p>No delivery locations.</p>
          ) : (
            <ul className="space-y-2">
              {client.locations.map((row) => (
                <li key={row.id} className="rounded border border-stone-200 p-2" data-testid="client-location">
                  <p className="font-medium">
                    {row.location_name}
                    {row.is_default ? " (default)" : ""}
                  </p>
                  <p>
                    {[row.address_line_1, row.address_line_2, row.city, row.province, row.postal_code]
                      .filter(Boolean)
                      .join(", ")}
                  </p>
                  <p>
                    {row.distance_km !== null ? `${row.distance_km.toFixed(1)} km` : "Distance not known"} · Delivery
                    fee{" "}
                    {row.delivery_fee_cents !== null
                      ? formatRand(row.delivery_fee_cents)
                      : "none (outside the delivery area)"}
                  </p>
                  <Link
                    to={clientHref(client.profile.user_id, { edit: "location", location: row.id })}
                    className="underline"
                  >
                    Edit<span className="sr-only"> {row.location_name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h3 className="font-semibold">Orders</h3>
          {client.orders.length === 0 ? (
            <p>No orders yet.</p>
          ) : (
            <ul className="space-y-1">
              {client.orders.map((order) => (
                <li key={order.order_number}>
                  <Link to={`/admin/orders/${order.order_number}`} className="underline">
                    {order.order_number}
                  </Link>{" "}
                  · {formatDate(order.created_at)} · {orderStatusLabel(order.status, order.fulfilment_method)} ·{" "}
                  {formatRand(order.total_cents)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <ListSearchForm action={PAGE} label="Name, e-mail, client code, phone or company" search={search} />
      <DataList
        label="Clients"
        rows={clients}
        rowKey={(row) => row.userId}
        empty="No clients found."
        columns={[
          {
            header: "Client",
            card: "title",
            cell: (row) => (
              <>
                <Link to={clientHref(row.userId)} className={listLinkClass}>
                  {row.name}
                </Link>
                <span className="block break-all text-xs font-normal text-stone-600">{row.email}</span>
              </>
            ),
          },
          { header: "Code", cell: (row) => row.clientCode },
          { header: "Phone", cell: (row) => (row.phone ? formatPhoneForPeople(row.phone) : "") },
          { header: "Company", cell: (row) => row.company ?? "" },
          { header: "Status", cell: (row) => (row.active ? "Active" : "Inactive") },
        ]}
      />
      {hasMore ? (
        <Link
          to={listHref(PAGE, list, { limit: String(limit + CLIENTS_PAGE_SIZE) })}
          className={`${secondaryButtonClass} no-underline`}
        >
          Load More
        </Link>
      ) : null}
    </div>
  );
}
