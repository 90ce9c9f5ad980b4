import type { ShouldRevalidateFunction } from "@remix-run/react";

/** Where the registration forms' on-blur breach check posts (app/routes/register.password-check.ts). */
export const BREACH_CHECK_ACTION = "/register/password-check";

/**
 * `shouldRevalidate` for the routes of a page with the breach check, the root included: the check
 * changes nothing a loader reads, so each blur need not cost a reload of the page's data (a round
 * trip on 3G). A module of its own, so the root's bundle does not take in the password fields.
 */
export const skipRevalidationAfterBreachCheck: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === BREACH_CHECK_ACTION ? false : defaultShouldRevalidate;
