import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A link on a line of its own, not in a sentence ("Back to products", "Blog dashboard", a list of
 * links): at least 24 px tall, WCAG 2.2's minimum target size (2.5.8), whatever stands near it.
 * A link inside a sentence keeps the sentence's line (the criterion exempts it).
 */
export const ownLineLinkClass = "inline-flex min-h-6 items-center";

/** The way back from a screen to the one it was opened from, 24 px tall (see above). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={ownLineLinkClass}>
      {children}
    </Link>
  );
}
