import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { type DataColumn, DataList, listButtonClass, listLinkClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import {
  FAILED_TO_DELETE,
  FAILED_TO_SEND,
  FAILED_TO_UPDATE_SUBSCRIBER,
  NO_SUBSCRIBERS_FOUND,
  sendButtonLabel,
} from "~/newsletter/newsletter-messages";
import { rowActions, SUBSCRIBER_PAGE } from "~/newsletter/newsletter-rules";
import { startSend } from "~/newsletter/newsletter-sending.server";
import {
  countActiveSubscribers,
  loadSubscribers,
  SubscriberForm,
  SubscribersQuery,
  setSubscriberActive,
} from "~/newsletter/newsletter-subscribers.server";
import { deleteNewsletter, listNewsletters, NewsletterRowForm } from "~/newsletter/newsletters.server";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";
import { readFormData } from "~/platform/forms.server";
import { clientIp, requireSameOrigin } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Newsletter Management");

export const handle: AdminHandle = { breadcrumb: "Newsletter Management" };

const PAGE = "/admin/newsletter-management";

type Newsletter = Awaited<ReturnType<typeof listNewsletters>>[number];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "newsletters");
  const url = new URL(request.url);
  const query = SubscribersQuery.parse(Object.fromEntries(url.searchParams));
  const [newsletters, activeCount, subscribers] = await Promise.all([
    listNewsletters(db()),
    countActiveSubscribers(db()),
    loadSubscribers(db(), query),
  ]);
  const find = (id: string | null) => (id ? (newsletters.find((row) => row.id === id) ?? null) : null);
  return {
    newsletters,
    activeCount,
    ...subscribers,
    query,
    confirmDelete: find(url.searchParams.get("delete")),
    confirmSend: find(url.searchParams.get("send")),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "newsletters");
  requireSameOrigin(request);
  const form = Object.fromEntries(await readFormData(request));
  const actor = { id: user.id, email: user.email };
  const meta = { ipAddress: clientIp(request) };
  const back = new URL(request.url);
  back.searchParams.delete("delete");
  back.searchParams.delete("send");

  if (form.intent === "subscriber") {
    const parsed = SubscriberForm.safeParse(form);
    if (!parsed.success)
      return data({ title: FAILED_TO_UPDATE_SUBSCRIBER, message: "Unknown subscriber." }, { status: 400 });
    const outcome = await setSubscriberActive(
      db(),
      actor,
      { id: parsed.data.id, active: parsed.data.active === "1" },
      meta,
    );
    if (!outcome.ok)
      return data({ title: FAILED_TO_UPDATE_SUBSCRIBER, message: outcome.message }, { status: outcome.status });
    return redirectWithToast(request, `${PAGE}${back.search}`, {
      title: parsed.data.active === "1" ? "Subscriber activated" : "Subscriber deactivated",
      variant: "success",
    });
  }

  const parsed = NewsletterRowForm.safeParse(form);
  if (!parsed.success) return data({ title: "Error", message: "Unknown action." }, { status: 400 });
  if (parsed.data.intent === "delete") {
    const outcome = await deleteNewsletter(db(), actor, parsed.data.id, meta);
    if (!outcome.ok) return data({ title: FAILED_TO_DELETE, message: outcome.message }, { status: outcome.status });
    return redirectWithToast(request, `${PAGE}${back.search}`, { title: "Newsletter deleted", variant: "success" });
  }
  const outcome = await startSend(db(), actor, parsed.data.id, meta);
  if (!outcome.ok) return data({ title: FAILED_TO_SEND, message: outcome.message }, { status: outcome.status });
  return redirectWithToast(request, `${PAGE}/${parsed.data.id}/progress`, {
    title: "Sending newsletter",
    description: "The e-mails are on their way; this page shows how far it has got.",
    variant: "success",
  });
}

function useHrefWith() {
  const { query } = useLoaderData<typeof loader>();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams();
    if (query.show !== "active") params.set("show", query.show);
    if (query.search) params.set("search", query.search);
    if (query.limit !== SUBSCRIBER_PAGE) params.set("limit", String(query.limit));
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return search ? `${PAGE}?${search}` : PAGE;
  };
}

function deleteConfirmation(row: Newsletter, action: string): Confirmation {
  return {
    title: "Delete newsletter",
    message: `Delete '${row.title}'? This cannot be undone.`,
    confirmLabel: "Delete",
    action,
    fields: { intent: "delete", id: row.id },
  };
}

function sendConfirmation(row: Newsletter, count: number, action: string): Confirmation {
  return {
    title: "Send newsletter",
    message: `Send '${row.title}' to ${count} active subscriber${count === 1 ? "" : "s"} now? Each gets one e-mail, in English and Afrikaans; it cannot be undone.`,
    confirmLabel: sendButtonLabel(count),
    action,
    fields: { intent: "send", id: row.id },
  };
}

const badge: Record<Newsletter["status"], string> = {
  draft: "bg-stone-200 text-stone-800",
  published: "bg-sky-100 text-sky-900",
  sent: "bg-green-100 text-green-900",
};

function useNewsletterColumns(): DataColumn<Newsletter>[] {
  const { activeCount } = useLoaderData<typeof loader>();
  const hrefWith = useHrefWith();
  return [
    {
      header: "Status",
      cell: (row) => (
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${badge[row.status]}`}>
          {row.status[0]?.toUpperCase()}
          {row.status.slice(1)}
        </span>
      ),
    },
    {
      header: "Subject",
      card: "title",
      cell: (row) => (
        <>
          {row.subject}
          <span className="block text-sm font-normal text-stone-700">{row.title}</span>
        </>
      ),
    },
    { header: "Created", nowrap: true, cell: (row) => formatDate(row.created_at) },
    { header: "Updated", nowrap: true, cell: (row) => formatDate(row.updated_at) },
    {
      header: "Sent",
      cell: (row) => (row.sent_at ? `${formatDate(row.sent_at)} · ${row.sent_count} recipients` : "Not sent"),
    },
    {
      header: "Actions",
      card: "actions",
      hiddenHeader: true,
      cell: (row) => {
        const actions = rowActions(row.status, activeCount);
        return (
          <>
            {actions.canEdit ? (
              <Link to={`${PAGE}/${row.id}`} className={listButtonClass} aria-label={`Edit ${row.title}`}>
                Edit
              </Link>
            ) : (
              <button type="button" disabled className={listButtonClass}>
                Edit
              </button>
            )}
            <Link to={`${PAGE}/${row.id}/preview`} className={listButtonClass} aria-label={`Preview ${row.title}`}>
              Preview
            </Link>
            {row.status === "sent" ? (
              <Link to={`${PAGE}/${row.id}/progress`} className={listButtonClass}>
                Delivery
              </Link>
            ) : null}
            {actions.canSend ? (
              <ConfirmButton
                label={sendButtonLabel(activeCount)}
                confirmation={sendConfirmation(row, activeCount, hrefWith({}))}
                confirmHref={hrefWith({ send: row.id })}
              />
            ) : null}
            {actions.canDelete ? (
              <ConfirmButton
                label="Delete"
                confirmation={deleteConfirmation(row, hrefWith({}))}
                confirmHref={hrefWith({ delete: row.id })}
              />
            ) : (
              <button type="button" disabled className={listButtonClass}>
                Delete
              </button>
            )}
          </>
        );
      },
    },
  ];
}

function SubscribersPanel() {
  const { subscribers, tiles, query, hasMore } = useLoaderData<typeof loader>();
  const hrefWith = useHrefWith();
  const exportHref = `${PAGE}/subscribers.csv?${new URLSearchParams({ show: query.show, search: query.search })}`;
  const tileList: [string, number][] = [
    ["Active", tiles.active],
    ["Inactive", tiles.inactive],
    ["Total", tiles.total],
    ["This Month", tiles.thisMonth],
  ];
  return (
    <section aria-labelledby="subscribers" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscribers" className="text-xl font-bold">
          Subscribers
        </h2>
        <a href={exportHref} className={`${secondaryButtonClass} no-underline`} download>
          Export to CSV
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tileList.map(([label, value]) => (
          <div key={label} className="rounded-md border border-stone-200 bg-white p-3">
            <dt className="text-xs text-stone-700">{label}</dt>
            <dd className="text-2xl font-bold" data-testid={`tile-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <nav aria-label="Which subscribers" className="flex gap-2">
        {(
          [
            ["active", "Active Only"],
            ["all", "All Subscribers"],
          ] as const
        ).map(([show, label]) => (
          <Link
            key={show}
            to={hrefWith({ show: show === "active" ? null : show, limit: null })}
            aria-current={query.show === show ? "page" : undefined}
            className={`${query.show === show ? primaryButtonClass : secondaryButtonClass} px-3 py-1.5 text-sm no-underline`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <Form
        method="get"
        action={PAGE}
        role="search"
        aria-label="Find subscribers"
        className="flex flex-wrap items-end gap-2"
      >
        {query.show === "all" ? <input type="hidden" name="show" value="all" /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="subscriber-search" className="block text-sm font-medium">
            Search by e-mail
          </label>
          <input
            id="subscriber-search"
            type="search"
            name="search"
            defaultValue={query.search}
            className={inputClass}
          />
        </div>
        <button type="submit" className={primaryButtonClass}>
          Search
        </button>
      </Form>
      <DataList
        label="Subscribers"
        rows={subscribers}
        rowKey={(row) => row.id}
        empty={NO_SUBSCRIBERS_FOUND}
        columns={[
          { header: "E-mail", card: "title", cell: (row) => <span className="break-all">{row.email}</span> },
          {
            header: "Status",
            cell: (row) => (row.is_active ? "Active" : row.confirmed_at ? "Inactive" : "Not confirmed"),
          },
          { header: "Subscribed", nowrap: true, cell: (row) => formatDate(row.subscribed_at) },
          {
            header: "Actions",
            card: "actions",
            hiddenHeader: true,
            cell: (row) => (
              <Form method="post" action={hrefWith({})} preventScrollReset>
                <input type="hidden" name="intent" value="subscriber" />
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="active" value={row.is_active ? "0" : "1"} />
                <button
                  type="submit"
                  className={listButtonClass}
                  aria-label={`${row.is_active ? "Deactivate" : "Activate"} ${row.email}`}
                >
                  {row.is_active ? "Deactivate" : "Activate"}
                </button>
              </Form>
            ),
          },
        ]}
      />
      {hasMore ? (
        <Link
          to={hrefWith({ limit: String(query.limit + SUBSCRIBER_PAGE) })}
          preventScrollReset
          className={listLinkClass}
        >
          Load more
        </Link>
      ) : null}
    </section>
  );
}

export default function NewsletterManagement() {
  const { newsletters, activeCount, confirmDelete, confirmSend } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const hrefWith = useHrefWith();
  const newsletterColumns = useNewsletterColumns();
  if (confirmDelete && rowActions(confirmDelete.status, activeCount).canDelete) {
    return (
      <ConfirmationPage confirmation={deleteConfirmation(confirmDelete, hrefWith({}))} cancelHref={hrefWith({})} />
    );
  }
  if (confirmSend && rowActions(confirmSend.status, activeCount).canSend) {
    return (
      <ConfirmationPage
        confirmation={sendConfirmation(confirmSend, activeCount, hrefWith({}))}
        cancelHref={hrefWith({})}
      />
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">Newsletter Management</h1>
          <p className="text-stone-700" data-testid="active-subscribers">
            {activeCount} active subscriber{activeCount === 1 ? "" : "s"}
          </p>
        </div>
        <Link to={`${PAGE}/new`} className={`${primaryButtonClass} no-underline`}>
          Create Newsletter
        </Link>
      </div>
      {refused ? <Alert title={refused.title}>{refused.message}</Alert> : null}
      <section aria-labelledby="newsletters" className="space-y-2">
        <h2 id="newsletters" className="text-xl font-bold">
          Newsletters
        </h2>
        <DataList
          label="Newsletter list"
          rows={newsletters}
          rowKey={(row) => row.id}
          columns={newsletterColumns}
          empty="No newsletters yet."
        />
      </section>
      <SubscribersPanel />
    </div>
  );
}
