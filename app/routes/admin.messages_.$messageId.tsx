import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { CONTACT_SOURCE_LABELS, INBOX_CHANGES, MESSAGE_NOT_FOUND } from "~/content/contact-inbox";
import { changeContactMessage, findContactMessage } from "~/content/contact-inbox.server";
import { db } from "~/platform/db.server";
import { formatDate, formatDateTime } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { readShopDetails } from "~/shop/shop-settings.server";
import { Alert, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  adminMeta(loaded ? `Message from ${loaded.message.name}` : MESSAGE_NOT_FOUND);

export const handle: AdminHandle = { breadcrumb: "Message" };

/** Opening a message only reads it: it stays unread until someone presses "Mark as read". */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "messages");
  const message = await findContactMessage(db(), params.messageId);
  if (!message) throw new Response(MESSAGE_NOT_FOUND, { status: 404 });
  const { name } = await readShopDetails(db());
  const subject = `Re: your message to ${name}`;
  // The address as typed (it passed the contact form's e-mail check), the subject encoded.
  const replyHref = `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
  return { message, replyHref };
}

const MessageAction = z.object({
  intent: z.enum(INBOX_CHANGES, { error: "Please choose what to do with the message." }),
});

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "messages");
  const submission = await parseFormSubmission(request, MessageAction);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Please check the form.";
    return data({ message }, { status: 400 });
  }
  const id = params.messageId ?? "";
  const outcome = await changeContactMessage(db(), { id: user.id, email: user.email }, id, submission.value.intent, {
    ipAddress: clientIp(request),
  });
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  return redirectWithToast(request, `/admin/messages/${id}`, {
    title: outcome.title,
    description: outcome.description,
    variant: "success",
  });
}

export default function AdminMessage() {
  const { message, replyHref } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const state = message.archivedAt ? "Archived" : message.readAt ? "Read" : "Unread";
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Message from {message.name}</h1>
        <span className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm" data-testid="message-state">
          {state}
        </span>
      </div>
      {refused?.message ? <Alert title="Not changed">{refused.message}</Alert> : null}

      <section
        aria-labelledby="message-sender"
        className="space-y-1 rounded-md border border-stone-200 bg-white p-3 text-sm"
      >
        <h2 id="message-sender" className="text-lg font-semibold">
          Sender
        </h2>
        <p>Name: {message.name}</p>
        <p>E-mail: {message.email}</p>
        {message.accountEmail ? <p>Signed in as: {message.accountEmail}</p> : null}
        <p>Sent through: {CONTACT_SOURCE_LABELS[message.source]}</p>
        <p>Received {formatDateTime(message.createdAt)}</p>
        {message.readAt ? <p>Marked read {formatDate(message.readAt)}</p> : null}
        {message.archivedAt ? <p>Archived {formatDate(message.archivedAt)}</p> : null}
      </section>

      <section aria-labelledby="message-text" className="space-y-2">
        <h2 id="message-text" className="text-lg font-semibold">
          Message
        </h2>
        <div
          className="whitespace-pre-wrap break-words rounded-md border border-stone-200 bg-white p-3 text-sm"
          data-testid="message-text"
        >
          {message.message}
        </div>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <a href={replyHref} className={`${primaryButtonClass} no-underline`}>
          Reply by e-mail
        </a>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={message.readAt ? "unread" : "read"}
            className={secondaryButtonClass}
            disabled={busy}
          >
            {message.readAt ? "Mark as unread" : "Mark as read"}
          </button>
        </Form>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={message.archivedAt ? "unarchive" : "archive"}
            className={secondaryButtonClass}
            disabled={busy}
          >
            {message.archivedAt ? "Unarchive" : "Archive"}
          </button>
        </Form>
      </div>
      <Link to="/admin/messages" className="inline-flex min-h-6 items-center underline">
        Back to messages
      </Link>
    </div>
  );
}
