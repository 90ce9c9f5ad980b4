import { StoreAddress, StorePhoneLink, WhatsAppLink } from "~/shop/store-address";
import { useShop } from "~/shop/use-shop";
import { useTranslation } from "~/ui/translation";
import { BUSINESS_HOURS } from "./messages";

/** The info panel beside the calculator: where the store is, how far it delivers, how to reach it. */
export function DeliveryInfoPanel({ maxDeliveryDistance }: { maxDeliveryDistance: number }) {
  const shop = useShop();
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="delivery-info-heading"
      className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-4 text-sm"
    >
      <h2 id="delivery-info-heading" className="text-base font-semibold">
        {t("cart:delivery.info.heading")}
      </h2>
      <div>
        <h3 className="font-medium">{t("cart:delivery.info.store")}</h3>
        <StoreAddress />
        <p>
          <a href={shop.mapUrl}>{t("cart:delivery.info.map")}</a>
        </p>
      </div>
      <div>
        <h3 className="font-medium">{t("cart:delivery.info.area")}</h3>
        <p>
          {t("cart:delivery.info.areaBefore")}
          <strong>{maxDeliveryDistance} km</strong>
          {t("cart:delivery.info.areaAfter")}
        </p>
      </div>
      <div>
        <h3 className="font-medium">{t("cart:delivery.info.policy")}</h3>
        <p>{t("cart:delivery.info.policyText")}</p>
      </div>
      <div>
        <h3 className="font-medium">{t("cart:delivery.info.contact")}</h3>
        <ul>
          <li>
            {t("cart:delivery.info.phone")}
            <StorePhoneLink />
          </li>
          {shop.chatUrl ? (
            <li>
              WhatsApp: <WhatsAppLink />
            </li>
          ) : null}
          <li>
            {t("cart:delivery.info.email")}
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </li>
          <li>{t("cart:delivery.info.hours", { hours: BUSINESS_HOURS })}</li>
        </ul>
      </div>
    </aside>
  );
}
