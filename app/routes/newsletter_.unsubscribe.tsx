import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { UNSUBSCRIBE_BUTTON, UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED_TITLE } from "~/newsletter/messages";
import { UnsubscribeForm } from "~/newsletter/newsletter-form.server";
import { isOneClickBody } from "~/newsletter/one-click-unsubscribe";
import { checkUnsubscribeLink, unsubscribe } from "~/newsletter/subscriptions.server";
import { db } from "~/platform/db.server";
import { parseReadForm, readFormData } from "~/platform/forms.server";
import { requireSameOrigin } from "~/platform/request.server";
import { Alert, primaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => [
  { title: "Unsubscribe | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

/** Opening the link only shows the button: mail scanners open links, and must not unsubscribe anyone. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const link = await checkUnsubscribeLink(db(), token);
  return data(
    { link, token: link.state === "unknown" ? null : token },
    { status: link.state === "unknown" ? (token ? 404 : 400) : 200 },
  );
}

/**
 * The button, and RFC 8058's one-click POST from a mail client (`List-Unsubscribe=One-Click` in
 * the body, the token in the address). No sign-in: the token is the permission. A mail provider
 * posts the one-click body from its own servers, whatever its Origin: that body alone is taken
 * from another site (the form is read before the same-origin check for it; decision 0063).
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  if (!isOneClickBody(formData)) requireSameOrigin(request);
  const submission = parseReadForm(formData, UnsubscribeForm);
  const token =
    (submission.status === "success" ? submission.value.token : undefined) ??
    new URL(request.url).searchParams.get("token");
  const link = await unsubscribe(db(), token);
  return data({ link }, { status: link.state === "unknown" ? (token ? 404 : 400) : 200 });
}

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const link = actionData?.link ?? loaded.link;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">Unsubscribe from the newsletter</h1>
      {link.state === "subscribed" ? (
        <>
          <p>
            Press the button and <strong>{link.email}</strong> will receive no more newsletters from Donkerhoek Farm
            Supplies.
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={loaded.token ?? ""} />
            <button type="submit" className={primaryButtonClass}>
              {UNSUBSCRIBE_BUTTON}
            </button>
          </Form>
        </>
      ) : link.state === "unsubscribed" ? (
        <Alert tone="success" title={UNSUBSCRIBED_TITLE}>
          {link.email} will receive no more newsletters. Changed your mind? <Link to="/newsletter">Sign up again</Link>.
        </Alert>
      ) : (
        <Alert title="This link does not work">{UNSUBSCRIBE_LINK_INVALID}</Alert>
      )}
    </div>
  );
}
