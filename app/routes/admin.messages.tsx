import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { DataList, listLinkClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { CONTACT_SOURCE_LABELS, INBOX_PAGE_SIZE, INBOX_TAB_LABELS, INBOX_TABS } from "~/content/contact-inbox";
import { InboxQuery, type InboxQueryValue, listInbox } from "~/content/contact-inbox.server";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Messages");

export const handle: AdminHandle = { breadcrumb: "Messages" };

const LIST = "/admin/messages";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "messages");
  const query = InboxQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await listInbox(db(), query)), query };
}

function hrefWith(query: InboxQueryValue, changes: Partial<Record<"tab" | "search" | "limit", string | number>>) {
  const params = new URLSearchParams();
  const merged = { tab: query.tab, search: query.search, ...changes };
  for (const [key, value] of Object.entries(merged)) {
    if (value === "" || (key === "tab" && value === "unread") || (key === "limit" && value === INBOX_PAGE_SIZE))
      continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${LIST}?${text}` : LIST;
}

export default function AdminMessages() {
  const { messages, hasMore, counts, query } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Messages</h1>
      <nav aria-label="Messages by state">
        <ul className="flex flex-wrap gap-2 text-sm">
          {INBOX_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={hrefWith(query, { tab })}
                aria-current={query.tab === tab ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 no-underline ${query.tab === tab ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-800"}`}
              >
                {INBOX_TAB_LABELS[tab]} ({counts[tab]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={LIST}
        className="flex flex-wrap items-end gap-2"
        role="search"
        aria-label="Find messages"
      >
        {query.tab !== "unread" ? <input type="hidden" name="tab" value={query.tab} /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="message-search" className="block text-sm font-medium">
            Name, e-mail or message text
          </label>
          <input id="message-search" type="search" name="search" defaultValue={query.search} className={inputClass} />
        </div>
        <button type="submit" className={primaryButtonClass}>
          Search
        </button>
        {query.search ? (
          <Link to={hrefWith(query, { search: "" })} className={`${secondaryButtonClass} no-underline`}>
            Clear
          </Link>
        ) : null}
      </Form>
      <DataList
        label="Messages"
        rows={messages}
        rowKey={(message) => message.id}
        empty="No messages found."
        columns={[
          {
            header: "From",
            cell: (message) => (
              <>
                {message.name}
                <span className="block break-all text-xs text-stone-600">{message.email}</span>
              </>
            ),
          },
          { header: "Sent through", cell: (message) => CONTACT_SOURCE_LABELS[message.source] },
          { header: "Date", nowrap: true, cell: (message) => formatDate(message.createdAt) },
          {
            header: "Message",
            card: "title",
            cell: (message) => (
              <Link to={`${LIST}/${message.id}`} className={`${listLinkClass} font-normal`}>
                {message.firstLine || "(no text)"}
                <span className="sr-only"> (message from {message.name})</span>
              </Link>
            ),
          },
        ]}
      />
      {hasMore ? (
        <Link
          to={hrefWith(query, { limit: query.limit + INBOX_PAGE_SIZE })}
          className={`${secondaryButtonClass} no-underline`}
        >
          Load More
        </Link>
      ) : null}
    </div>
  );
}
