import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { clientCodeOf } from "~/account/profile.server";
import { getCurrentUser } from "~/accounts/auth.server";
import { cartMessages } from "~/cart/cart-messages.server";
import { db } from "~/platform/db.server";
import { requestLanguage } from "~/platform/language.server";
import { shopNameIn } from "~/shop/use-shop";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: `${translateIn(matches, "cart:thanks.title")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const confirmed = new URL(request.url).searchParams.get("confirmed") === "1";
  // A client's code, shown to its owner once signed in by the confirmation (never before).
  const user = confirmed ? await getCurrentUser(request) : undefined;
  const clientCode = user ? await clientCodeOf(db(), user.id) : null;
  return { confirmed, clientCode, messages: cartMessages(requestLanguage(request), ["thanks."]) };
}

/** After registering (accounts spec), and after the confirmation link when it signs the user in. */
export default function ThankYouPage() {
  const { confirmed, clientCode } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-stone-200 bg-white p-6">
      {confirmed ? (
        <>
          <h1 className="text-2xl font-bold">{t("cart:thanks.confirmedHeading")}</h1>
          <p className="mt-2">{t("cart:thanks.confirmedText")}</p>
          {clientCode ? (
            <p className="mt-3">
              {t("cart:thanks.clientCode")}
              <strong className="font-mono text-xl" data-testid="client-code">
                {clientCode}
              </strong>
              {t("cart:thanks.keepCode")}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t("cart:thanks.heading")}</h1>
          <p className="mt-2">{t("cart:thanks.checkEmail")}</p>
          <p className="mt-2 text-sm">
            {t("cart:thanks.firstOrder")} <Link to="/login?redirectTo=%2Fcart">{t("cart:thanks.signInToCart")}</Link>.
          </p>
          <p className="mt-2 text-sm">
            {t("cart:thanks.help")} <Link to="/contact">{t("cart:thanks.contact")}</Link>.
          </p>
        </>
      )}
      <p className="mt-6 flex flex-wrap gap-3">
        {confirmed ? (
          // Signed in by the confirmation: on to the shop and the account, not to a login page.
          <Link
            to="/products"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white no-underline hover:no-underline"
          >
            {t("cart:thanks.startShopping")}
          </Link>
        ) : (
          <Link
            to="/login"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white no-underline hover:no-underline"
          >
            {t("cart:thanks.login")}
          </Link>
        )}
        <Link
          to={confirmed ? "/account" : "/"}
          className="rounded-md border border-stone-300 px-4 py-2 font-semibold no-underline hover:no-underline"
        >
          {confirmed ? t("cart:thanks.myAccount") : t("cart:thanks.home")}
        </Link>
      </p>
    </div>
  );
}
