import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { getCurrentUser } from "~/accounts/auth.server";
import { cartMessages } from "~/cart/cart-messages.server";
import { Pagination } from "~/catalog/pagination";
import { SIGN_IN_FOR_ORDERS_HREF } from "~/orders/messages";
import { OrderCard } from "~/orders/order-card";
import { OrderDetailsDialog } from "~/orders/order-details-dialog";
import { ORDERS_PAGE_SIZE } from "~/orders/order-display";
import { listOrders, parseOrdersPage } from "~/orders/orders.server";
import { ordersMessages } from "~/orders/orders-messages.server";
import { db } from "~/platform/db.server";
import { requestLanguage } from "~/platform/language.server";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { translateIn, useFormat, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: `${translateIn(matches, "orders:list.title")} | Donkerhoek Farm Supplies` },
  { name: "robots", content: "noindex" },
];

// One person's orders: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  const language = requestLanguage(request);
  // Visitors get the spec's 'Please Sign In' page (with the way to sign in), not a bare redirect.
  if (!user) return { signedIn: false as const, messages: ordersMessages(language, "visitor") };
  const page = await listOrders(db(), user.id, parseOrdersPage(new URL(request.url).searchParams));
  // The order dialog's EFT box reads its words from this page's data (the cart catalogue's, decision 0110).
  return {
    signedIn: true as const,
    ...page,
    messages: { ...ordersMessages(language, "list"), ...cartMessages(language, ["eft."]) },
  };
}

export default function OrdersPage() {
  const data = useLoaderData<typeof loader>();
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  // Until React runs, View Details stays a plain link to the order's page.
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const format = useFormat();

  if (!data.signedIn) {
    return (
      <section className="mx-auto max-w-md rounded-lg border border-stone-200 bg-white p-6 text-center">
        <h1 className="text-2xl font-bold">{t("orders:list.pleaseSignIn")}</h1>
        <p className="mt-2 text-stone-700">{t("orders:list.pleaseSignInText")}</p>
        <p className="mt-4">
          <Link to={SIGN_IN_FOR_ORDERS_HREF} className={primaryButtonClass}>
            {t("orders:list.signIn")}
          </Link>
        </p>
      </section>
    );
  }

  const { orders, total, page, pageCount } = data;
  const first = (page - 1) * ORDERS_PAGE_SIZE + 1;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("orders:list.title")}</h1>
        <div className="text-right">
          <Link to="/cart" className={secondaryButtonClass}>
            {t("orders:list.goToCart")}
          </Link>
          <p className="mt-1 text-xs text-stone-600">{t("orders:list.goToCartHint")}</p>
        </div>
      </div>

      {orders.length === 0 ? (
        <section className="rounded-lg border border-stone-200 bg-white p-6 text-center">
          <h2 className="text-lg font-semibold">{t("orders:list.noOrders")}</h2>
          <p className="mt-1 text-sm text-stone-700">{t("orders:list.noOrdersText")}</p>
          <p className="mt-4">
            <Link to="/products" className={primaryButtonClass}>
              {t("orders:list.startShopping")}
            </Link>
          </p>
        </section>
      ) : (
        <>
          {pageCount > 1 ? (
            <p className="text-sm text-stone-700">
              {t("orders:list.showing", {
                first: format.count(first),
                last: format.count(first + orders.length - 1),
                total: format.count(total),
              })}
            </p>
          ) : null}
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("orders:list.yourOrders")}>
            {orders.map((order) => (
              <OrderCard key={order.orderNumber} order={order} onViewDetails={hydrated ? setOpenOrder : undefined} />
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} hrefFor={(n) => (n === 1 ? "/orders" : `/orders?page=${n}`)} />
        </>
      )}

      {openOrder ? <OrderDetailsDialog orderNumber={openOrder} onClose={() => setOpenOrder(null)} /> : null}
    </div>
  );
}
