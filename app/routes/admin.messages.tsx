import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { CONTACT_SOURCE_LABELS, INBOX_PAGE_SIZE, INBOX_TAB_LABELS, INBOX_TABS } from "~/content/contact-inbox";
import { InboxQuery, type InboxQueryValue, listInbox } from "~/content/contact-inbox.server";
import { db } from "~/platform/db.server";
import { formatAdminDate } from "~/platform/format";
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
      {messages.length === 0 ? (
        <p className="text-stone-700">No messages found.</p>
      ) : (
        // Focusable, so a keyboard can scroll the table sideways on a narrow screen (axe's
        // scrollable-region-focusable); named, so a screen reader says what got focus.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <section className="overflow-x-auto" aria-label="Messages" tabIndex={0}>
          <table className="min-w-full text-left text-sm">
            <thead className="border-b border-stone-300 text-stone-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  From
                </th>
                <th scope="col" className="py-2 pr-3">
                  Sent through
                </th>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Message
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id} className="border-b border-stone-200">
                  <td className="py-2 pr-3">
                    {message.name}
                    <span className="block text-xs text-stone-600">{message.email}</span>
                  </td>
                  <td className="py-2 pr-3">{CONTACT_SOURCE_LABELS[message.source]}</td>
                  <td className="whitespace-nowrap py-2 pr-3">{formatAdminDate(message.createdAt)}</td>
                  <td className="py-2 pr-3">
                    <Link to={`${LIST}/${message.id}`} className="underline">
                      {message.firstLine || "(no text)"}
                      <span className="sr-only"> (message from {message.name})</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
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
