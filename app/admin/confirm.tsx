import { Form, Link } from "@remix-run/react";
import { useId, useRef } from "react";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";

const dangerButtonClass =
  "inline-flex items-center justify-center rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 focus:outline-none focus:ring-2 focus:ring-red-600 focus:ring-offset-2 disabled:opacity-60";

export type Confirmation = {
  /** 'Delete category' */
  title: string;
  /** What will happen, in a sentence or two. */
  message: string;
  /** The button that does it: 'Delete'. */
  confirmLabel: string;
  /** Where the POST goes, and what it carries (intent, id, updatedAt). */
  action: string;
  fields: Record<string, string>;
  /** "primary" for a change that is asked first but is not a removal (Verify payment): the shop's own colour, not red. */
  tone?: "danger" | "primary";
  /** The way out, in the page's language on a customer's screen (issue 49): 'Cancel' unless given. */
  cancelLabel?: string;
};

function ConfirmForm({ confirmation, cancel }: { confirmation: Confirmation; cancel: React.ReactNode }) {
  return (
    <Form method="post" action={confirmation.action} className="mt-4 flex flex-wrap gap-2">
      {Object.entries(confirmation.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={confirmation.tone === "primary" ? primaryButtonClass : dangerButtonClass}>
        {confirmation.confirmLabel}
      </button>
      {cancel}
    </Form>
  );
}

/**
 * A destructive action's button. With JavaScript it opens a dialog that asks first; without, it
 * is a link to `confirmHref`, a page of the same screen that asks the same question
 * (ConfirmationPage). Either way the change is one POST, made only after the second click.
 */
export function ConfirmButton({
  label,
  confirmation,
  confirmHref,
}: {
  label: string;
  confirmation: Confirmation;
  confirmHref: string;
}) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const buttonClass =
    confirmation.tone === "primary"
      ? primaryButtonClass
      : "inline-flex items-center rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50";
  if (!hydrated) {
    return (
      <Link to={confirmHref} className={`${buttonClass} no-underline`}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={buttonClass} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="max-w-md rounded-lg p-5 backdrop:bg-black/40">
        <h2 id={titleId} className="text-lg font-semibold">
          {confirmation.title}
        </h2>
        <p className="mt-2 text-sm">{confirmation.message}</p>
        <ConfirmForm
          confirmation={confirmation}
          cancel={
            <button type="button" className={secondaryButtonClass} onClick={() => dialog.current?.close()}>
              {confirmation.cancelLabel ?? "Cancel"}
            </button>
          }
        />
      </dialog>
    </>
  );
}

/** The page that asks before a destructive action when JavaScript is off (see ConfirmButton). */
export function ConfirmationPage({ confirmation, cancelHref }: { confirmation: Confirmation; cancelHref: string }) {
  return (
    <section
      aria-labelledby="confirm-title"
      className={`max-w-lg rounded-lg border p-5 ${confirmation.tone === "primary" ? "border-stone-300 bg-white" : "border-red-200 bg-red-50"}`}
    >
      <h1 id="confirm-title" className="text-xl font-bold">
        {confirmation.title}
      </h1>
      <p className="mt-2">{confirmation.message}</p>
      <ConfirmForm
        confirmation={confirmation}
        cancel={
          <Link to={cancelHref} className={`${secondaryButtonClass} no-underline`}>
            {confirmation.cancelLabel ?? "Cancel"}
          </Link>
        }
      />
    </section>
  );
}
