import type { ReactNode } from "react";

/**
 * The Sign out button, inside a POST form to /logout. It carries a named field: a form with no
 * field at all is sent as a GET by some text browsers (lynx), which would never sign out. However
 * it is styled, it is at least 24 by 24 px, so a thumb hits it (WCAG 2.2 target size).
 */
export function SignOutButton({ className, children = "Sign out" }: { className: string; children?: ReactNode }) {
  return (
    <>
      <input type="hidden" name="intent" value="sign-out" />
      <button type="submit" className={`inline-flex min-h-6 min-w-6 items-center ${className}`}>
        {children}
      </button>
    </>
  );
}
