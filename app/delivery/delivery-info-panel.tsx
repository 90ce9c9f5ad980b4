import { StoreAddress, StorePhoneLink, WhatsAppLink } from "~/shop/store-address";
import { useShop } from "~/shop/use-shop";
import { BUSINESS_HOURS, DELIVERY_POLICY } from "./messages";

/** The info panel beside the calculator: where the store is, how far it delivers, how to reach it. */
export function DeliveryInfoPanel({ maxDeliveryDistance }: { maxDeliveryDistance: number }) {
  const shop = useShop();
  return (
    <aside
      aria-labelledby="delivery-info-heading"
      className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-4 text-sm"
    >
      <h2 id="delivery-info-heading" className="text-base font-semibold">
        Delivery information
      </h2>
      <div>
        <h3 className="font-medium">Store location</h3>
        <StoreAddress />
        <p>
          <a href={shop.mapUrl}>See it on OpenStreetMap</a>
        </p>
      </div>
      <div>
        <h3 className="font-medium">Delivery area</h3>
        <p>
          We deliver within <strong>{maxDeliveryDistance} km</strong> of our shop in Donkerhoek, Pretoria East.
        </p>
      </div>
      <div>
        <h3 className="font-medium">Delivery policy</h3>
        <p>{DELIVERY_POLICY}</p>
      </div>
      <div>
        <h3 className="font-medium">Contact us</h3>
        <ul>
          <li>
            Phone: <StorePhoneLink />
          </li>
          {shop.chatUrl ? (
            <li>
              WhatsApp: <WhatsAppLink />
            </li>
          ) : null}
          <li>
            E-mail: <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </li>
          <li>Business hours: Monday to Friday {BUSINESS_HOURS}</li>
        </ul>
      </div>
    </aside>
  );
}
