import { Fragment } from "react";
import { useShop } from "~/shop/use-shop";

/** The store's postal address, a line each (footer, contact, about, delivery, checkout). */
export function StoreAddress({ className = "" }: { className?: string }) {
  const shop = useShop();
  return (
    <address className={`not-italic ${className}`.trim()}>
      {/* Lines broken by <br>, which a text browser (lynx, w3m) breaks too: block spans ran together there. */}
      {shop.addressLines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

/** The store's phone number as a link that dials it. */
export function StorePhoneLink() {
  const { phone } = useShop();
  return <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>;
}

/** A link to chat on WhatsApp, or nothing when the shop has no WhatsApp number. */
export function WhatsAppLink({ children }: { children?: React.ReactNode }) {
  const { chatUrl, whatsapp } = useShop();
  if (!chatUrl) return null;
  return <a href={chatUrl}>{children ?? whatsapp}</a>;
}
