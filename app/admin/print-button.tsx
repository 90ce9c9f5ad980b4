import { Link } from "@remix-run/react";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";

/**
 * The bar above a document to print (never printed itself): back to the order, and Print. The
 * Print button needs JavaScript (window.print), so it appears only once the page is hydrated;
 * before that, and without JavaScript, the page says how to print instead of showing a button
 * that does nothing.
 */
export function PrintBar({
  backTo,
  backLabel,
  hint = "Use your browser's Print (Ctrl+P, or Cmd+P on a Mac) to print this page.",
  printLabel = "Print",
}: {
  backTo: string;
  backLabel: string;
  /** What to do without the button (a customer's phone has no Ctrl+P). */
  hint?: string;
  /** The button's word: the customer's invoice gives it in the page's language (issue 49). */
  printLabel?: string;
}) {
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <Link to={backTo} className={secondaryButtonClass}>
        {backLabel}
      </Link>
      {hydrated ? (
        <button type="button" className={primaryButtonClass} onClick={() => window.print()}>
          {printLabel}
        </button>
      ) : (
        <p className="text-sm text-stone-700" data-testid="print-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
