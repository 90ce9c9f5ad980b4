import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { contentMessages } from "~/content/content-messages.server";
import { EmphasisedValue } from "~/content/emphasised-value";
import { ConfirmForm } from "~/newsletter/newsletter-form.server";
import { type ConfirmLink, checkConfirmLink, confirmSubscription } from "~/newsletter/subscriptions.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { shopNameIn, useShop } from "~/shop/use-shop";
import { Alert, primaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "content:newsletter.confirm.title")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

const STATUS: Record<ConfirmLink["state"], number> = { malformed: 400, unknown: 404, pending: 200, active: 200 };

/** Opening the e-mailed link only shows the button: a mail scanner following links confirms nothing. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const link = await checkConfirmLink(db(), token);
  return data(
    {
      link,
      token: link.state === "pending" ? token : null,
      messages: contentMessages(requestLanguage(request), ["newsletter.confirm.", "newsletter.linkBroken"]),
    },
    { status: STATUS[link.state] },
  );
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
  const shop = useShop();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">{t("content:newsletter.confirm.heading")}</h1>
      {link.state === "pending" ? (
        <>
          <p>
            <EmphasisedValue
              text={t("content:newsletter.confirm.ask", { shop: shop.name })}
              name="email"
              value={link.email}
            />
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={loaded.token ?? ""} />
            <button type="submit" className={primaryButtonClass}>
              {t("content:newsletter.confirm.button")}
            </button>
          </Form>
        </>
      ) : link.state === "active" ? (
        <Alert tone="success" title={t("content:newsletter.confirm.done")}>
          {t("content:newsletter.confirm.doneText", { email: link.email })}
        </Alert>
      ) : (
        <>
          <Alert title={t("content:newsletter.linkBroken")}>{t("content:newsletter.confirm.invalid")}</Alert>
          <p>
            <Link to="/newsletter">{t("content:newsletter.confirm.signUp")}</Link>
          </p>
        </>
      )}
    </div>
  );
}
