import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeliveryLocationPage } from "~/delivery/delivery-page";
import { loadDeliveryPage, saveLocationAction } from "~/delivery/delivery-page.server";

export const meta: MetaFunction = () => [
  { title: "Delivery fees and your delivery location | Donkerhoek Farm Supplies" },
  {
    name: "description",
    content:
      "Work out the delivery fee from our store in Donkerhoek, Pretoria East to your address or farm, and save your delivery location.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, status, headers } = await loadDeliveryPage(request, { path: "/delivery" });
  return data({ page }, { status, headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const outcome = await saveLocationAction(request);
  if (outcome instanceof Response) return outcome;
  return data({ save: outcome.result, locationName: outcome.locationName }, { status: outcome.status });
}

export default function DeliveryRoute() {
  const { page } = useLoaderData<typeof loader>();
  const save = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Delivery fees and your delivery location</h1>
        <p className="mt-1 text-sm text-stone-700">
          Find your location, tell us about the order, and see what each delivery option costs.
        </p>
      </div>
      <DeliveryLocationPage page={page} save={save} />
    </div>
  );
}
