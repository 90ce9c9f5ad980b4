import { STORE } from "~/content/store-info";

/** The store's postal address, a line each (footer, contact, about, delivery, checkout). */
export function StoreAddress({ className = "" }: { className?: string }) {
  return (
    <address className={`not-italic ${className}`.trim()}>
      {STORE.addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The store's phone number as a link that dials it. */
export function StorePhoneLink() {
  return <a href={`tel:${STORE.phone.replace(/\s/g, "")}`}>{STORE.phone}</a>;
}
