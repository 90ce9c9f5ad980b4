import { secondaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { DOCUMENTATION_MESSAGES as M } from "./messages";

/** Spec 7: the print dialog opens half a second after the printable page has loaded. */
export const PRINT_DELAY_MS = 500;

/**
 * With JavaScript, 'Save as PDF' opens the printable page in a new window and its print dialog
 * (where "Save as PDF" is a destination). Without JavaScript it is not shown: Download gives the
 * same page as a file, which prints the same way.
 */
export function PrintAsPdfButton({ href }: { href: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      onClick={() => {
        const printable = window.open(href, "_blank");
        if (!printable) {
          window.alert(M.downloadFailed);
          return;
        }
        printable.addEventListener("load", () => window.setTimeout(() => printable.print(), PRINT_DELAY_MS));
      }}
    >
      Save as PDF
    </button>
  );
}
