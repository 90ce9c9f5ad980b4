import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { PageTexts } from "~/platform/translate";
import { useTranslation } from "~/ui/translation";
import type { readBankDetails } from "./bank-details.server";
import { orderPath } from "./order-card";
import { OrderDetails } from "./order-details";
import type { OrderSmsRow } from "./order-sms-list";
import type { findOrderForUser } from "./orders.server";

/** What the order page's loader (app/routes/orders.$orderNumber.tsx) answers: the dialog fetches it. */
export type OrderPageData = {
  order: NonNullable<Awaited<ReturnType<typeof findOrderForUser>>>;
  bank: Awaited<ReturnType<typeof readBankDetails>> | null;
  /** The SMS sent about the order (the order's own page shows them). */
  sms?: OrderSmsRow[];
  /** Why the customer cannot cancel the order themselves; null when they can (decision 0095). */
  cannotCancel?: string | null;
  /** The page's `orders` texts, in its language (decision 0110). */
  messages?: PageTexts;
};

/**
 * The Order Details dialog of the list (with JavaScript only). The details are fetched from the
 * order page's loader when it opens, so the list page carries none of them: a customer with
 * twenty orders downloads one order's details, and only when asking for them.
 */
export function OrderDetailsDialog({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<OrderPageData>();
  const href = orderPath(orderNumber);
  const { load } = fetcher;

  useEffect(() => {
    load(href);
  }, [load, href]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const details = fetcher.data?.order.orderNumber === orderNumber ? fetcher.data : undefined;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape and the Close button do the same from the keyboard.
    <dialog
      ref={dialogRef}
      aria-labelledby="order-details-title"
      className="w-full max-w-2xl rounded-lg p-0 shadow-xl backdrop:bg-black/50"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="max-h-[90vh] overflow-y-auto p-4">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="order-details-title" className="text-lg font-bold">
            {t("orders:dialog.title")}
          </h2>
          <button
            type="button"
            className="rounded-md border border-stone-300 px-3 py-1 text-sm font-semibold"
            onClick={() => dialogRef.current?.close()}
          >
            {t("orders:dialog.close")}
          </button>
        </div>
        {details ? (
          <>
            <OrderDetails
              order={details.order}
              bank={details.bank}
              error={null}
              level={3}
              messages={details.messages}
            />
            <p className="mt-4 text-sm">
              <a href={href}>{t("orders:dialog.openAsPage")}</a>
            </p>
          </>
        ) : (
          <p className="py-8 text-center text-stone-700" role="status">
            {t("orders:dialog.loading")}
          </p>
        )}
      </div>
    </dialog>
  );
}
