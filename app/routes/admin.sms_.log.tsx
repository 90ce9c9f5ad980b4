import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { DataList, listLinkClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { db } from "~/platform/db.server";
import { formatDateTime, formatRand } from "~/platform/format";
import { SMS_STATUSES } from "~/sms/bulk-sms";
import { loadSmsLog, SmsLogQuery } from "~/sms/bulk-sms.server";
import { SMS_KIND_WORDS, smsKindWords } from "~/sms/kind-words";
import { formatSouthAfricanMobile } from "~/sms/phone-number";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("SMS log");

export const handle: AdminHandle = { breadcrumb: "SMS log" };

const PAGE = "/admin/sms/log";

const STATUS_LABELS: Record<string, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  logged: "Logged (SMS sending is not set up)",
  cancelled: "Cancelled (not sent)",
};

/** A bulk send's status in words (decision 0091). */
const SEND_STATUS_LABELS: Record<string, string> = {
  scheduled: "Scheduled",
  queuing: "Sending",
  queued: "Sending",
  failed: "Failed",
  awaiting_confirmation: "Waiting for a confirmation",
  cancelled: "Cancelled",
  stopped: "Stopped",
};

/** Every SMS the shop sent or is sending, newest first, and the totals of the recent bulk sends. Read-only. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "bulkSms");
  const query = SmsLogQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await loadSmsLog(db(), query)), query };
}

function pageHref(query: SmsLogQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["status", "kind", "number", "from", "to", "send"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${PAGE}?${text}` : PAGE;
}

export default function SmsLog() {
  const { messages, hasNext, sends, query } = useLoaderData<typeof loader>();
  const filtered = Boolean(query.status || query.kind || query.number || query.from || query.to || query.send);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">SMS log</h1>
      <p className="text-sm text-stone-700">
        Every SMS, newest first: order news and bulk SMS, with what the aggregator answered.{" "}
        <Link to="/admin/sms" className="underline">
          Bulk SMS
        </Link>
      </p>
      <Form method="get" action={PAGE} className="flex flex-wrap items-end gap-2" aria-label="Filter the SMS log">
        {query.send ? <input type="hidden" name="send" value={query.send} /> : null}
        <div>
          <label htmlFor="log-status" className="block text-sm font-medium">
            Status
          </label>
          <select id="log-status" name="status" defaultValue={query.status ?? ""} className={inputClass}>
            <option value="">Any status</option>
            {SMS_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="log-kind" className="block text-sm font-medium">
            What
          </label>
          <select id="log-kind" name="kind" defaultValue={query.kind ?? ""} className={inputClass}>
            <option value="">Any SMS</option>
            {Object.entries(SMS_KIND_WORDS).map(([kind, words]) => (
              <option key={kind} value={kind}>
                {words}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="log-number" className="block text-sm font-medium">
            Number
          </label>
          <input
            id="log-number"
            type="search"
            name="number"
            inputMode="tel"
            defaultValue={query.number}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="log-from" className="block text-sm font-medium">
            From
          </label>
          <input id="log-from" type="date" name="from" defaultValue={query.from} className={inputClass} />
        </div>
        <div>
          <label htmlFor="log-to" className="block text-sm font-medium">
            To
          </label>
          <input id="log-to" type="date" name="to" defaultValue={query.to} className={inputClass} />
        </div>
        <button type="submit" className={primaryButtonClass}>
          Filter
        </button>
        {filtered ? (
          <Link to={PAGE} className={`${secondaryButtonClass} no-underline`}>
            Clear
          </Link>
        ) : null}
      </Form>
      {query.send ? <p className="text-sm">Showing one bulk send's SMS.</p> : null}
      <DataList
        label="SMS"
        rows={messages}
        rowKey={(message) => message.id}
        rowProps={(message) => ({ "data-sms-id": message.id })}
        empty="No SMS found."
        columns={[
          { header: "When", nowrap: true, cell: (message) => formatDateTime(message.created_at) },
          {
            header: "To",
            card: "title",
            nowrap: true,
            cell: (message) => formatSouthAfricanMobile(message.to_number),
          },
          {
            header: "Status",
            cell: (message) => (
              <>
                {STATUS_LABELS[message.status] ?? message.status}
                {message.error ? <span className="block break-all text-xs text-red-800">{message.error}</span> : null}
              </>
            ),
          },
          {
            header: "What",
            cell: (message) =>
              message.send_id ? (
                <Link to={`/admin/sms/${message.send_id}`} className={listLinkClass}>
                  Bulk: {message.audience_label}
                </Link>
              ) : (
                smsKindWords(message.kind)
              ),
          },
          { header: "Parts", numeric: true, cell: (message) => message.parts },
          {
            header: "Message",
            card: "table",
            cell: (message) => (
              <span className="line-clamp-2 break-words [overflow-wrap:anywhere]">{message.body}</span>
            ),
          },
        ]}
      />
      <nav aria-label="Pages" className="flex gap-2">
        {query.page > 1 ? (
          <Link to={pageHref(query, query.page - 1)} className={`${secondaryButtonClass} no-underline`}>
            Newer
          </Link>
        ) : null}
        {hasNext ? (
          <Link to={pageHref(query, query.page + 1)} className={`${secondaryButtonClass} no-underline`}>
            Older
          </Link>
        ) : null}
      </nav>
      <section aria-labelledby="send-totals" className="space-y-2">
        <h2 id="send-totals" className="text-lg font-semibold">
          Totals per send
        </h2>
        <DataList
          label="Bulk sends"
          rows={sends}
          rowKey={(send) => send.id}
          rowProps={(send) => ({ "data-send-id": send.id })}
          empty="No bulk SMS sent yet."
          columns={[
            { header: "Started", nowrap: true, cell: (send) => formatDateTime(send.created_at) },
            {
              header: "Message",
              card: "title",
              cell: (send) => <span className="line-clamp-2 break-words [overflow-wrap:anywhere]">{send.body}</span>,
            },
            { header: "Audience", cell: (send) => send.audience_label },
            {
              header: "Status",
              cell: (send) => (send.finished && send.status === "queued" ? "Sent" : SEND_STATUS_LABELS[send.status]),
            },
            { header: "Recipients", numeric: true, cell: (send) => send.total },
            { header: "Sent", numeric: true, cell: (send) => send.sent },
            { header: "Delivered", numeric: true, cell: (send) => send.delivered },
            { header: "Failed", numeric: true, cell: (send) => send.failed },
            { header: "To go", numeric: true, cell: (send) => send.toGo },
            {
              header: "Cost",
              numeric: true,
              cell: (send) => formatRand(send.finished || send.costCents ? send.costCents : send.confirmed_cost_cents),
            },
            {
              header: "Actions",
              card: "actions",
              hiddenHeader: true,
              cell: (send) => (
                <span className="flex flex-wrap gap-3">
                  <Link to={`/admin/sms/${send.id}`} className={listLinkClass}>
                    Progress
                  </Link>
                  <Link to={`${PAGE}?send=${send.id}`} className={listLinkClass}>
                    Its SMS
                  </Link>
                </span>
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}
