import { Link } from "@remix-run/react";
import { RequestReference } from "./request-id";

/** The page for any unknown address (accounts spec: 'Oops! Page not found'). */
export function NotFound() {
  return (
    <div className="py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-6">
        <Link to="/" className="font-semibold">
          Return to Home
        </Link>
      </p>
    </div>
  );
}

const FRIENDLY_TITLES: Record<number, string> = {
  400: "That request could not be understood",
  401: "Please sign in",
  403: "You do not have access to this page",
  405: "That action is not allowed here",
  413: "That is too large to send",
  415: "This page takes a form, not that kind of content",
  429: "Too many requests: please wait a moment",
};

/** A 4xx is the request's fault, not the shop's: it never says something went wrong on our side. */
export function errorTitle(status: number): string {
  const friendly = FRIENDLY_TITLES[status];
  if (friendly) return friendly;
  return status >= 400 && status < 500 ? "That request could not be handled" : "Something went wrong on our side";
}

/**
 * Errors never show a stack trace: a friendly message and a way back. For a 4xx, `message` is the
 * refusal's own words (the text of the Response thrown), when it has some.
 */
export function ServerError({ status, message }: { status: number; message?: string }) {
  const clientError = status >= 400 && status < 500;
  return (
    <div className="py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{errorTitle(status)}</h1>
      {clientError && message ? <p className="mt-2 text-stone-700">{message}</p> : null}
      <p className="mt-2 text-stone-700">
        {status >= 500
          ? "We have been told about it. Please try again in a minute, or phone the store."
          : "Please go back and try again."}
      </p>
      <RequestReference />
      <p className="mt-6">
        <Link to="/" className="font-semibold">
          Return to Home
        </Link>
      </p>
    </div>
  );
}
