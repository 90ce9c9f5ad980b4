import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { contentMessages } from "~/content/content-messages.server";
import { EmphasisedValue } from "~/content/emphasised-value";
import { UnsubscribeForm } from "~/newsletter/newsletter-form.server";
import { isOneClickBody } from "~/newsletter/one-click-unsubscribe";
import { checkUnsubscribeLink, unsubscribe } from "~/newsletter/subscriptions.server";
import { db } from "~/platform/db.server";
import { parseReadForm, readFormData } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { requireSameOrigin } from "~/platform/request.server";
import { shopNameIn, useShop } from "~/shop/use-shop";
import { Alert, primaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "content:newsletter.unsubscribe.title")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

/** Opening the link only shows the button: mail scanners open links, and must not unsubscribe anyone. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const link = await checkUnsubscribeLink(db(), token);
  return data(
    {
      link,
      token: link.state === "unknown" ? null : token,
      messages: contentMessages(requestLanguage(request), ["newsletter.unsubscribe.", "newsletter.linkBroken"]),
    },
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
  const shop = useShop();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">{t("content:newsletter.unsubscribe.heading")}</h1>
      {link.state === "subscribed" ? (
        <>
          <p>
            <EmphasisedValue
              text={t("content:newsletter.unsubscribe.ask", { shop: shop.name })}
              name="email"
              value={link.email}
            />
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={loaded.token ?? ""} />
            <button type="submit" className={primaryButtonClass}>
              {t("content:newsletter.unsubscribe.button")}
            </button>
          </Form>
        </>
      ) : link.state === "unsubscribed" ? (
        <Alert tone="success" title={t("content:newsletter.unsubscribe.done")}>
          {t("content:newsletter.unsubscribe.doneText", { email: link.email })}{" "}
          <Link to="/newsletter">{t("content:newsletter.unsubscribe.again")}</Link>.
        </Alert>
      ) : (
        <Alert title={t("content:newsletter.linkBroken")}>{t("content:newsletter.unsubscribe.invalid")}</Alert>
      )}
    </div>
  );
}
