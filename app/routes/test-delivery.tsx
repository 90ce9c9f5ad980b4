import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { accountMessages } from "~/account/account-messages.server";
import { useCurrentUser } from "~/accounts/current-user";
import { cartMessages } from "~/cart/cart-messages.server";
import { DeliveryCalculator, DeliveryLocationPage } from "~/delivery/delivery-page";
import { DELIVERY_PAGE_TEXTS } from "~/delivery/delivery-page.server";
import { NoticeBox } from "~/delivery/location-input";
import { loadTestDeliveryPage, type TestDeliveryData, testDeliveryAction } from "~/delivery/test-delivery.server";
import { SimpleFormTab, SystemInfo, TestLogs } from "~/delivery/test-delivery-parts";
import { TEST_DELIVERY_PATH, TEST_TAB_LABELS, TEST_TABS } from "~/delivery/test-delivery-texts";
import { Alert } from "~/ui/field";

export const meta: MetaFunction = () => [
  { title: "Delivery test page | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const loaded = await loadTestDeliveryPage(request);
  // A page for testing the delivery service, in English; its calculator's words are the cart
  // catalogue's (decision 0110).
  return data(
    {
      ...loaded.data,
      messages: { ...cartMessages("en", DELIVERY_PAGE_TEXTS), ...accountMessages("en", ["picker.error"]) },
    },
    { status: loaded.status, headers: loaded.headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const outcome = await testDeliveryAction(request);
  if (outcome instanceof Response) return outcome;
  return data({ save: outcome.result, locationName: outcome.locationName }, { status: outcome.status });
}

function Tabs({ current }: { current: TestDeliveryData["tab"] }) {
  return (
    <nav aria-label="Test page tabs" className="flex flex-wrap gap-1 border-b border-stone-200">
      {TEST_TABS.map((tab) => (
        <Link
          key={tab}
          to={`${TEST_DELIVERY_PATH}?tab=${tab}`}
          aria-current={tab === current ? "page" : undefined}
          className={`rounded-t-md px-3 py-2 text-sm font-medium no-underline ${tab === current ? "border border-b-0 border-stone-200 bg-white text-brand-800" : "text-stone-700 hover:bg-stone-100"}`}
        >
          {TEST_TAB_LABELS[tab]}
        </Link>
      ))}
    </nav>
  );
}

export default function TestDeliveryRoute() {
  const loaded = useLoaderData<typeof loader>();
  const save = useActionData<typeof action>();
  const user = useCurrentUser();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Delivery test page</h1>
      {user ? (
        <p className="text-sm">
          Signed in as <strong>{user.email}</strong>
          {user.isAdmin ? (
            <>
              {" "}
              · <Link to="/admin/delivery-settings">Delivery settings</Link>
            </>
          ) : null}
        </p>
      ) : (
        <Alert title="Not Authenticated" tone="info">
          You can try the calculator;{" "}
          <Link to={`/login?redirectTo=${encodeURIComponent(TEST_DELIVERY_PATH)}`}>log in</Link> to save a delivery
          location.
        </Alert>
      )}
      <Tabs current={loaded.tab} />
      {loaded.tabNotice ? <NoticeBox notice={loaded.tabNotice} /> : null}
      {loaded.tab === "full" && loaded.page ? <DeliveryLocationPage page={loaded.page} save={save} /> : null}
      {loaded.tab === "calculator" && loaded.page ? <DeliveryCalculator page={loaded.page} save={save} /> : null}
      {loaded.tab === "simple" && loaded.simple ? <SimpleFormTab result={loaded.simple} /> : null}
      {loaded.tab === "logs" ? <TestLogs logs={loaded.logs} /> : null}
      <SystemInfo system={loaded.system} />
    </div>
  );
}
