import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CONFIRM_BUTTON, CONFIRM_LINK_INVALID, CONFIRMED_TITLE } from "~/newsletter/messages";
import { ConfirmForm } from "~/newsletter/newsletter-form.server";
import { type ConfirmLink, checkConfirmLink, confirmSubscription } from "~/newsletter/subscriptions.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { Alert, primaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => [
  { title: "Confirm your subscription | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

const STATUS: Record<ConfirmLink["state"], number> = { malformed: 400, unknown: 404, pending: 200, active: 200 };

/** Opening the e-mailed link only shows the button: a mail scanner following links confirms nothing. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const link = await checkConfirmLink(db(), token);
  return data({ link, token: link.state === "pending" ? token : null }, { status: STATUS[link.state] });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, ConfirmForm);
  const token = submission.status === "success" ? submission.value.token : undefined;
  const link = await confirmSubscription(db(), token ?? new URL(request.url).searchParams.get("token"));
  return data({ link }, { status: STATUS[link.state] });
}

export default function ConfirmSubscriptionPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const link = actionData?.link ?? loaded.link;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">Newsletter subscription</h1>
      {link.state === "pending" ? (
        <>
          <p>
            Press the button to confirm that <strong>{link.email}</strong> should receive the Donkerhoek Farm Supplies
            newsletter.
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={loaded.token ?? ""} />
            <button type="submit" className={primaryButtonClass}>
              {CONFIRM_BUTTON}
            </button>
          </Form>
        </>
      ) : link.state === "active" ? (
        <Alert tone="success" title={CONFIRMED_TITLE}>
          The newsletter will come to {link.email}. Every issue has a link to unsubscribe.
        </Alert>
      ) : (
        <>
          <Alert title="This link does not work">{CONFIRM_LINK_INVALID}</Alert>
          <p>
            <Link to="/newsletter">Sign up for the newsletter</Link>
          </p>
        </>
      )}
    </div>
  );
}
