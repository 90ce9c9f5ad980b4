import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "~/accounts/auth.server";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { DataList, listButtonClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { formatSouthAfricanMobile, normaliseSouthAfricanMobile } from "~/sms/phone-number";
import {
  SMS_INBOX_CHANGES,
  SMS_INBOX_PAGE_SIZE,
  SMS_INBOX_TAB_LABELS,
  SMS_INBOX_TABS,
  SMS_INBOX_TITLE,
  SMS_INBOX_UNKNOWN_ACTION,
  SMS_REPLY_KIND_LABELS,
  SMS_REPLY_NOT_FOUND,
  smsOptOutQuestion,
} from "~/sms/sms-inbox";
import {
  changeSmsReply,
  customerOfNumber,
  findSmsReply,
  listSmsInbox,
  optOutByStaff,
  SmsInboxQuery,
  type SmsInboxQueryValue,
  type SmsInboxRow,
} from "~/sms/sms-inbox.server";
import { CustomerCell, Handled, LatestOrderCell, MarketingCell } from "~/sms/sms-inbox-cells";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta(SMS_INBOX_TITLE);

export const handle: AdminHandle = { breadcrumb: SMS_INBOX_TITLE };

const PAGE = "/admin/sms/inbox";

/** What opting a number out asks first: from a reply (?confirm=<reply id>) or typed (?optOut=<number>). */
type OptOutAsk = { phone: string; inboundId: string | null; customer: string | null };

/**
 * The inbox's list, and the confirmation page of an opt-out: `?confirm=<reply id>` (a reply's
 * button without JavaScript) or `?optOut=<typed number>` (the form for a customer who phoned).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "messages");
  const params = new URL(request.url).searchParams;
  const query = SmsInboxQuery.parse(Object.fromEntries(params));
  let ask: OptOutAsk | null = null;
  let typedError: string | null = null;
  const confirm = params.get("confirm");
  const typed = params.get("optOut");
  if (confirm) {
    const reply = await findSmsReply(db(), confirm);
    if (!reply) throw new Response(SMS_REPLY_NOT_FOUND, { status: 404 });
    ask = { phone: reply.from, inboundId: reply.id, customer: reply.customer?.name ?? null };
  } else if (typed !== null) {
    const number = normaliseSouthAfricanMobile(typed.slice(0, 40));
    if (number.ok) {
      const customer = await customerOfNumber(db(), number.number);
      ask = { phone: number.number, inboundId: null, customer: customer?.name ?? null };
    } else typedError = number.message;
  }
  const list = ask ? null : await listSmsInbox(db(), query);
  return data({ list, query, ask, typed: typed ?? "", typedError }, { status: typedError ? 400 : 200 });
}

const SmsInboxAction = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.enum(SMS_INBOX_CHANGES), id: z.string().trim().min(1).max(100) }),
    z.object({
      intent: z.literal("opt-out"),
      phone: z.string().trim().min(1).max(40),
      inboundId: z.string().trim().max(100).optional(),
    }),
  ],
  { error: SMS_INBOX_UNKNOWN_ACTION },
);

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "messages");
  const submission = await parseFormSubmission(request, SmsInboxAction);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? SMS_INBOX_UNKNOWN_ACTION;
    return data({ message }, { status: 400 });
  }
  const actor = { id: user.id, email: user.email };
  const meta = { ipAddress: clientIp(request) };
  const form = submission.value;
  const outcome =
    form.intent === "opt-out"
      ? await optOutByStaff(db(), actor, { phone: form.phone, inboundId: form.inboundId || undefined }, meta)
      : await changeSmsReply(db(), actor, form.id, form.intent, meta);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  const back = new URL(request.url).searchParams;
  back.delete("confirm");
  back.delete("optOut");
  const search = back.toString();
  return redirectWithToast(request, search ? `${PAGE}?${search}` : PAGE, {
    title: outcome.title,
    description: outcome.description,
    variant: "success",
  });
}

function hrefWith(query: SmsInboxQueryValue, changes: Record<string, string | number | null> = {}) {
  const params = new URLSearchParams();
  const merged: Record<string, string | number | null> = {
    tab: query.tab,
    number: query.number,
    limit: query.limit,
    ...changes,
  };
  for (const [key, value] of Object.entries(merged)) {
    if (value === null || value === "") continue;
    if ((key === "tab" && value === "open") || (key === "limit" && value === SMS_INBOX_PAGE_SIZE)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${PAGE}?${text}` : PAGE;
}

function optOutConfirmation(ask: OptOutAsk, action: string): Confirmation {
  return {
    title: "Opt this number out",
    message: smsOptOutQuestion(formatSouthAfricanMobile(ask.phone), ask.customer),
    confirmLabel: "Opt out",
    action,
    fields: { intent: "opt-out", phone: ask.phone, ...(ask.inboundId ? { inboundId: ask.inboundId } : {}) },
  };
}

function ReplyActions({ reply, listHref }: { reply: SmsInboxRow; listHref: string }) {
  const { query } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const change = reply.handledAt ? "reopen" : "handled";
  return (
    <>
      <Form method="post" action={listHref} preventScrollReset>
        <input type="hidden" name="intent" value={change} />
        <input type="hidden" name="id" value={reply.id} />
        <button type="submit" className={listButtonClass} disabled={busy}>
          {reply.handledAt ? "Reopen" : "Mark handled"}
          <span className="sr-only"> (reply from {reply.fromDisplay})</span>
        </button>
      </Form>
      {reply.isMobile && reply.marketing.state !== "opted_out" ? (
        <ConfirmButton
          label="Opt this number out"
          confirmation={optOutConfirmation(
            { phone: reply.from, inboundId: reply.id, customer: reply.customer?.name ?? null },
            listHref,
          )}
          confirmHref={hrefWith(query, { confirm: reply.id })}
        />
      ) : null}
    </>
  );
}

export default function AdminSmsInbox() {
  const { list, query, ask, typed, typedError } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const listHref = hrefWith(query);
  if (ask) {
    return (
      <div className="space-y-3">
        {refused?.message ? <Alert title="Not changed">{refused.message}</Alert> : null}
        <ConfirmationPage confirmation={optOutConfirmation(ask, listHref)} cancelHref={listHref} />
      </div>
    );
  }
  if (!list) return null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{SMS_INBOX_TITLE}</h1>
      <p className="text-sm text-stone-700">
        Replies to the shop's SMS, newest first. A STOP opts the number out of marketing SMS at once, and a YES to the
        shop's question gives consent: both arrive handled. Open replies are for someone to read and answer.
      </p>
      {refused?.message ? <Alert title="Not changed">{refused.message}</Alert> : null}
      <nav aria-label="Replies by state">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SMS_INBOX_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={hrefWith(query, { tab, limit: null })}
                aria-current={query.tab === tab ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 no-underline ${query.tab === tab ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-800"}`}
              >
                {SMS_INBOX_TAB_LABELS[tab]} ({list.counts[tab]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={PAGE}
        className="flex flex-wrap items-end gap-2"
        role="search"
        aria-label="Find replies"
      >
        {query.tab !== "open" ? <input type="hidden" name="tab" value={query.tab} /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="reply-number" className="block text-sm font-medium">
            Number
          </label>
          <input
            id="reply-number"
            type="search"
            name="number"
            inputMode="tel"
            defaultValue={query.number}
            className={inputClass}
          />
        </div>
        <button type="submit" className={primaryButtonClass}>
          Search
        </button>
        {query.number ? (
          <Link to={hrefWith(query, { number: null, limit: null })} className={`${secondaryButtonClass} no-underline`}>
            Clear
          </Link>
        ) : null}
      </Form>
      <DataList
        label="SMS replies"
        rows={list.replies}
        rowKey={(reply) => reply.id}
        rowProps={(reply) => ({ "data-reply-id": reply.id })}
        empty="No SMS replies found."
        columns={[
          {
            header: "From",
            card: "title",
            cell: (reply) => (
              <>
                <span className="whitespace-nowrap">{reply.fromDisplay}</span>
                <span className="block text-xs font-normal text-stone-700">
                  {SMS_REPLY_KIND_LABELS[reply.kind]} · {formatDateTime(reply.receivedAt)}
                </span>
              </>
            ),
          },
          {
            header: "Reply",
            cell: (reply) => (
              <span className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]" data-testid="reply-text">
                {reply.body}
              </span>
            ),
          },
          { header: "Customer", cell: (reply) => <CustomerCell customer={reply.customer} /> },
          { header: "Latest order", cell: (reply) => <LatestOrderCell customer={reply.customer} /> },
          { header: "Offers by SMS", cell: (reply) => <MarketingCell reply={reply} /> },
          { header: "State", cell: (reply) => <Handled reply={reply} /> },
          {
            header: "Actions",
            card: "actions",
            hiddenHeader: true,
            cell: (reply) => <ReplyActions reply={reply} listHref={listHref} />,
          },
        ]}
      />
      {list.hasMore ? (
        <Link
          to={hrefWith(query, { limit: query.limit + SMS_INBOX_PAGE_SIZE })}
          className={`${secondaryButtonClass} no-underline`}
        >
          Load More
        </Link>
      ) : null}
      <section aria-labelledby="opt-out-typed" className="space-y-2 rounded-md border border-stone-200 bg-white p-3">
        <h2 id="opt-out-typed" className="text-lg font-semibold">
          Opt a number out
        </h2>
        <p className="text-sm text-stone-700">
          For a customer who phoned or wrote to ask for no more offers by SMS. You will be asked to confirm.
        </p>
        <Form method="get" action={PAGE} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="opt-out-number" className="block text-sm font-medium">
              Cellphone number
            </label>
            <input
              id="opt-out-number"
              type="tel"
              name="optOut"
              autoComplete="off"
              defaultValue={typed}
              required
              aria-invalid={typedError ? true : undefined}
              aria-describedby={typedError ? "opt-out-number-error" : undefined}
              className={inputClass}
            />
            {typedError ? (
              <p id="opt-out-number-error" className="mt-1 text-sm text-red-800">
                {typedError}
              </p>
            ) : null}
          </div>
          <button type="submit" className={secondaryButtonClass}>
            Opt out...
          </button>
        </Form>
      </section>
    </div>
  );
}
