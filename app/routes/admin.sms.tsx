import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { requireStaff } from "~/accounts/auth.server";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { db } from "~/platform/db.server";
import { countOf, formatDateTime, formatRand } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { BULK_SMS_MAX_LENGTH, ENCODING_LABELS, MAX_MONTHS, OPT_OUT_LINE } from "~/sms/bulk-sms";
import {
  audienceChoices,
  audienceFrom,
  ComposerQuery,
  checkBulkSms,
  newDraftKey,
  SendForm,
  startBulkSend,
} from "~/sms/bulk-sms.server";
import {
  BULK_SMS_NO_PLAIN_STAND_IN,
  BULK_SMS_REPLACE_LABEL,
  BULK_SMS_SEND_AGAIN_TITLE,
  BULK_SMS_STARTED,
  BULK_SMS_TEXT_REQUIRED,
  draftAlreadyConfirmedMessage,
  identicalSendMessage,
  plainPartsMessage,
  unicodeCharactersMessage,
} from "~/sms/messages";
import type { UnicodeCharacter } from "~/sms/sms-encoding";
import { Alert, inputClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Bulk SMS");

export const handle: AdminHandle = { breadcrumb: "Bulk SMS" };

const PAGE = "/admin/sms";

/**
 * The bulk SMS composer (decisions 0080 and 0091). Check (a GET, so it works without JavaScript)
 * shows the characters, encoding, parts, recipients, estimated cost and a preview, worked out on
 * the server, and names the characters that make the SMS Unicode, with a button (a GET too) that
 * checks it again with plain ones; with JavaScript the same loader is asked again as the form
 * changes. The composer carries a draft key in its URL from the moment it is opened: Send asks
 * first (a dialog, or `?confirm=1` without JavaScript), then the action records the send under
 * that key and opens its progress. The same draft confirmed again (a double tap, the back button
 * and a resubmit) opens the first send's progress; the same SMS to the same audience from another
 * draft is asked about first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request, "bulkSms");
  const parsed = ComposerQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const query = { ...parsed, draft: parsed.draft ?? newDraftKey() };
  const chosen = audienceFrom(query);
  const [choices, check] = await Promise.all([
    audienceChoices(db()),
    chosen.ok ? checkBulkSms(db(), query.body, chosen.audience, new Date(), { draft: query.draft }) : null,
  ]);
  return {
    query,
    choices,
    check: check && {
      ...check,
      earlier: check.earlier && {
        ...check.earlier,
        when: formatDateTime(check.earlier.createdAt),
        by: whom(check.earlier.by, user.email),
      },
    },
    audienceProblem: chosen.ok ? null : chosen.message,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "bulkSms");
  const submission = await parseFormSubmission(request, SendForm);
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const message = Object.values(errors).flat()[0] ?? BULK_SMS_TEXT_REQUIRED;
    return data({ message, again: null }, { status: 400 });
  }
  const input = submission.value;
  const chosen = audienceFrom(input);
  if (!chosen.ok) return data({ message: chosen.message, again: null }, { status: 400 });
  const outcome = await startBulkSend(
    db(),
    { id: user.id, email: user.email },
    {
      body: input.body,
      audience: chosen.audience,
      draft: input.draft,
      recipients: input.recipients,
      again: input.again,
    },
    { ipAddress: clientIp(request) },
  );
  if (!outcome.ok) {
    if ("identical" in outcome) {
      // The same SMS to the same audience went from another draft lately: asked before it goes again.
      const fields: Record<string, string> = {
        ...sendFields({ ...input, body: input.body, months: input.months ?? 6 }),
        draft: input.draft,
        recipients: String(input.recipients),
        again: outcome.identical.id,
      };
      return data(
        {
          message: null,
          again: {
            earlierId: outcome.identical.id,
            message: identicalSendMessage(
              formatDateTime(outcome.identical.createdAt),
              whom(outcome.identical.by, user.email),
            ),
            recipients: input.recipients,
            fields,
          },
        },
        { status: 409 },
      );
    }
    return data({ message: outcome.message, again: null }, { status: outcome.status });
  }
  if (outcome.already) return redirect(`${PAGE}/${outcome.id}?already=1`);
  return redirectWithToast(request, `${PAGE}/${outcome.id}`, {
    title: BULK_SMS_STARTED,
    description: "The SMS are being queued; this page shows how far the send has got.",
    variant: "success",
  });
}

/** Who confirmed an earlier send, as the person reading it says it. */
function whom(by: string | null, me: string): string {
  if (by === null) return "a staff member no longer here";
  return by === me ? "you" : by;
}

type StateQuery = Pick<ComposerQuery, "body" | "audience" | "province" | "area" | "category" | "months"> & {
  draft?: string;
};

function stateParams(query: StateQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set("body", query.body);
  params.set("audience", query.audience);
  if (query.audience === "province" && query.province) params.set("province", query.province);
  if (query.audience === "area" && query.area) params.set("area", query.area);
  if (query.audience === "category") {
    if (query.category) params.set("category", query.category);
    params.set("months", String(query.months));
  }
  if (query.draft) params.set("draft", query.draft);
  return params;
}

function sendFields(query: StateQuery): Record<string, string> {
  return { intent: "send", ...Object.fromEntries(stateParams(query)) };
}

/** "’ (curly apostrophe) ×2, — (long dash), non-breaking space". */
function characterList(characters: UnicodeCharacter[]): string {
  return characters
    .map(
      (found) =>
        `${found.visible ? `${found.character} (${found.name})` : found.name}${found.count > 1 ? ` ×${found.count}` : ""}`,
    )
    .join(", ");
}

export default function BulkSms() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const live = useFetcher<typeof loader>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // The page's data the live answer was asked for: after a navigation (Check, Replace) the page's
  // own data is newer than an earlier live answer.
  const [liveFor, setLiveFor] = useState(loaded);
  useEffect(() => () => clearTimeout(timer.current), []);
  // What the server worked out for the form as it is now: the live answer once there is one.
  const fresh = live.data && liveFor === loaded ? live.data : null;
  const shown = fresh ?? loaded;
  const { check, audienceProblem } = shown;
  const { query, choices } = loaded;

  const again = actionData?.again;
  if (again)
    return (
      <ConfirmationPage
        confirmation={{
          title: BULK_SMS_SEND_AGAIN_TITLE,
          message: again.message,
          confirmLabel: `Send again to ${countOf(again.recipients, "customer")}`,
          action: PAGE,
          fields: again.fields,
        }}
        cancelHref={`${PAGE}/${again.earlierId}`}
      />
    );

  const identical = check?.earlier && !check.earlier.sameDraft ? check.earlier : null;
  const confirmation: Confirmation | null =
    check && !check.problem && check.estimate.recipients > 0
      ? {
          title: identical ? BULK_SMS_SEND_AGAIN_TITLE : "Send this bulk SMS?",
          message: `${identical ? `${identicalSendMessage(identical.when, identical.by)} ` : ""}${countOf(check.estimate.recipients, "customer")} (${check.audienceLabel}) get ${countOf(check.estimate.parts, "part")} each: ${countOf(check.estimate.totalParts, "part")}, about ${formatRand(check.estimate.costCents)}. ${check.startsNow ? "It goes out now." : `It goes out ${formatDateTime(check.scheduledFor)}, the next time the law allows marketing.`}`,
          confirmLabel: `${identical ? "Send again" : "Send"} to ${countOf(check.estimate.recipients, "customer")}`,
          action: PAGE,
          fields: {
            ...sendFields(shown.query),
            recipients: String(check.estimate.recipients),
            ...(identical ? { again: identical.id } : {}),
          },
        }
      : null;

  if (query.confirm && confirmation && !fresh)
    return <ConfirmationPage confirmation={confirmation} cancelHref={`${PAGE}?${stateParams(query)}&check=1`} />;

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Bulk SMS</h1>
      <p className="max-w-prose text-sm text-stone-700">
        A marketing SMS goes only to customers who opted in to SMS marketing, and never to a number that replied STOP.
        Every one ends with “{OPT_OUT_LINE}”. It is sent on weekdays 08:00-20:00 and Saturdays 09:00-13:00, not on
        Sundays or public holidays; started at another time, it waits for the next of those hours.{" "}
        <Link to="/admin/sms/log" className="underline">
          SMS log
        </Link>
      </p>
      {actionData?.message ? <Alert title="The SMS was not sent">{actionData.message}</Alert> : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <Form
          method="get"
          action={PAGE}
          className="space-y-4"
          aria-label="Compose a bulk SMS"
          onChange={(event) => {
            const form = event.currentTarget;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              setLiveFor(loaded);
              live.submit(form, { method: "get", action: PAGE });
            }, 300);
          }}
        >
          <input type="hidden" name="draft" value={query.draft} />
          <div>
            <label htmlFor="sms-body" className="block text-sm font-medium">
              Message
            </label>
            <textarea
              // A new text from the server (Replace) is shown, not the one typed before it.
              key={query.body}
              id="sms-body"
              name="body"
              rows={5}
              maxLength={BULK_SMS_MAX_LENGTH}
              defaultValue={query.body}
              className={inputClass}
              aria-describedby="sms-body-hint"
            />
            <p id="sms-body-hint" className="mt-1 text-xs text-stone-600">
              “{OPT_OUT_LINE}” is added on a line of its own and counted below.
            </p>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Audience</legend>
            <AudienceChoice value="all" label="Everyone opted in" current={query.audience} />
            <AudienceChoice value="province" label="By province" current={query.audience}>
              <select name="province" aria-label="Province" defaultValue={query.province ?? ""} className={inputClass}>
                <option value="">Choose a province</option>
                {choices.provinces.map((province) => (
                  <option key={province}>{province}</option>
                ))}
              </select>
            </AudienceChoice>
            <AudienceChoice value="area" label="By delivery area" current={query.audience}>
              <select name="area" aria-label="Delivery area" defaultValue={query.area ?? ""} className={inputClass}>
                <option value="">Choose a delivery area</option>
                {choices.areas.map((area) => (
                  <option key={area}>{area}</option>
                ))}
              </select>
            </AudienceChoice>
            <AudienceChoice value="category" label="Bought from a category" current={query.audience}>
              <select name="category" aria-label="Category" defaultValue={query.category ?? ""} className={inputClass}>
                <option value="">Choose a category</option>
                {choices.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
              <label className="mt-1 block text-sm">
                in the last{" "}
                <input
                  type="number"
                  name="months"
                  min={1}
                  max={MAX_MONTHS}
                  defaultValue={query.months}
                  className="inline-block w-20 rounded-md border-stone-300 text-base"
                />{" "}
                months
              </label>
            </AudienceChoice>
          </fieldset>
          <button type="submit" name="check" value="1" className={secondaryButtonClass}>
            Check
          </button>
        </Form>
        <section aria-labelledby="sms-check" className="space-y-3" aria-live="polite">
          <h2 id="sms-check" className="text-lg font-semibold">
            Before it is sent
          </h2>
          {audienceProblem ? <Alert title={audienceProblem} /> : null}
          {check ? (
            <>
              <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                <Tile label="Characters" value={String(check.estimate.characters)} />
                <Tile label="Encoding" value={check.estimate.encoding === "gsm7" ? "GSM" : "Unicode"} />
                <Tile label="Parts per message" value={String(check.estimate.parts)} />
                <Tile label="Recipients" value={String(check.estimate.recipients)} />
                <Tile label="Estimated cost" value={formatRand(check.estimate.costCents)} />
                <Tile label="Goes out" value={check.startsNow ? "Now" : formatDateTime(check.scheduledFor)} />
              </dl>
              <p className="text-xs text-stone-600">
                {ENCODING_LABELS[check.estimate.encoding]}; {countOf(check.estimate.totalParts, "part")} at{" "}
                {formatRand(check.pricePerPartCents)} each (Shop settings). Audience: {check.audienceLabel}.
              </p>
              {check.problem ? <Alert title={check.problem} /> : null}
              {check.unicode ? (
                <div role="status" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
                  <p data-testid="sms-unicode-characters">
                    {unicodeCharactersMessage(characterList(check.unicode.characters))}
                  </p>
                  {check.unicode.plainBody !== null ? (
                    <Form method="get" action={PAGE} className="space-y-2">
                      {Object.entries(
                        Object.fromEntries(stateParams({ ...shown.query, body: check.unicode.plainBody })),
                      ).map(([name, value]) => (
                        <input key={name} type="hidden" name={name} value={value} />
                      ))}
                      <input type="hidden" name="check" value="1" />
                      {check.unicode.plainParts < check.unicode.parts ? (
                        <p>{plainPartsMessage(check.unicode.plainParts, check.unicode.parts)}</p>
                      ) : null}
                      <button type="submit" className={secondaryButtonClass}>
                        {BULK_SMS_REPLACE_LABEL}
                      </button>
                    </Form>
                  ) : null}
                  {check.unicode.unreplaceable ? <p>{BULK_SMS_NO_PLAIN_STAND_IN}</p> : null}
                </div>
              ) : null}
              <figure className="max-w-xs">
                <figcaption className="text-sm font-medium">Preview</figcaption>
                <p
                  data-testid="sms-preview"
                  className="mt-1 whitespace-pre-wrap break-words rounded-2xl rounded-bl-none bg-stone-200 p-3 text-sm [overflow-wrap:anywhere]"
                >
                  {check.estimate.text}
                </p>
              </figure>
              {check.earlier ? (
                <Alert
                  tone="info"
                  title={
                    check.earlier.sameDraft
                      ? draftAlreadyConfirmedMessage(check.earlier.when)
                      : identicalSendMessage(check.earlier.when, check.earlier.by)
                  }
                >
                  <Link to={`${PAGE}/${check.earlier.id}`} className="underline">
                    Its progress
                  </Link>
                </Alert>
              ) : null}
              {confirmation ? (
                <ConfirmButton
                  label="Send…"
                  confirmation={confirmation}
                  confirmHref={`${PAGE}?${stateParams(shown.query)}&confirm=1`}
                />
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

function AudienceChoice({
  value,
  label,
  current,
  children,
}: {
  value: string;
  label: string;
  current: string;
  children?: React.ReactNode;
}) {
  const id = `audience-${value}`;
  return (
    <div className="rounded-md border border-stone-200 p-2">
      <div className="flex min-h-6 items-center gap-2">
        <input
          type="radio"
          id={id}
          name="audience"
          value={value}
          defaultChecked={current === value}
          className="h-5 w-5 text-brand-700"
        />
        <label htmlFor={id} className="flex min-h-6 items-center text-sm">
          {label}
        </label>
      </div>
      {children ? <div className="mt-1 pl-7">{children}</div> : null}
    </div>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-stone-200 bg-white p-2">
      <dt className="text-xs text-stone-700">{label}</dt>
      {/* Free to wrap: a date ("30 November 2026, 08:00") is wider than half a phone; an amount
          keeps together by its no-break spaces. */}
      <dd className="font-semibold" data-testid={`sms-${label.toLowerCase().replace(/ /g, "-")}`}>
        {value}
      </dd>
    </div>
  );
}
