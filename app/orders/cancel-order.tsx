import { Form, Link } from "@remix-run/react";
import { useId, useRef } from "react";
import { secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { useTranslation } from "~/ui/translation";
import { customerCancelPath } from "./customer-order-rules";
import { orderPath } from "./order-card";

/**
 * The customer's "Cancel this order" (decision 0095), asking first as the back office's
 * ConfirmButton does (app/admin/confirm.tsx), in the storefront's words ("Keep the order", not a
 * second "Cancel"). With JavaScript a dialog asks; without, the button is a link to the order's
 * cancel page, which asks the same question. The cancellation is one POST to that page.
 */

const dangerButtonClass =
  "inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus:outline-none focus:ring-2 focus:ring-red-600 focus:ring-offset-2 disabled:opacity-60";
const openButtonClass =
  "inline-flex items-center justify-center rounded-md border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 no-underline hover:bg-red-50 hover:no-underline";

function CancelForm({ orderNumber, keep }: { orderNumber: string; keep: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={customerCancelPath(orderNumber)} className="mt-4 flex flex-wrap gap-2">
      <input type="hidden" name="intent" value="cancel" />
      <button type="submit" className={dangerButtonClass}>
        {t("orders:cancel.confirm")}
      </button>
      {keep}
    </Form>
  );
}

export function CancelOrderButton({ orderNumber }: { orderNumber: string }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  if (!hydrated)
    return (
      <Link to={customerCancelPath(orderNumber)} className={openButtonClass}>
        {t("orders:cancel.button")}
      </Link>
    );
  return (
    <>
      <button type="button" className={openButtonClass} onClick={() => dialog.current?.showModal()}>
        {t("orders:cancel.button")}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="max-w-md rounded-lg p-5 backdrop:bg-black/40">
        <h2 id={titleId} className="text-lg font-semibold">
          {t("orders:cancel.title")}
        </h2>
        <p className="mt-2 text-sm">{t("orders:cancel.question", { number: orderNumber })}</p>
        <CancelForm
          orderNumber={orderNumber}
          keep={
            <button type="button" className={secondaryButtonClass} onClick={() => dialog.current?.close()}>
              {t("orders:cancel.keep")}
            </button>
          }
        />
      </dialog>
    </>
  );
}

/** The page that asks before the order is cancelled (without JavaScript, or opened directly). */
export function CancelOrderConfirmation({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="cancel-order-title"
      className="mx-auto max-w-lg rounded-lg border border-red-200 bg-red-50 p-5"
    >
      <h1 id="cancel-order-title" className="text-xl font-bold">
        {t("orders:cancel.title")}
      </h1>
      <p className="mt-2">{t("orders:cancel.question", { number: orderNumber })}</p>
      <CancelForm
        orderNumber={orderNumber}
        keep={
          <Link to={orderPath(orderNumber)} className={`${secondaryButtonClass} no-underline`}>
            {t("orders:cancel.keep")}
          </Link>
        }
      />
    </section>
  );
}
