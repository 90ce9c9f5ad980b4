import { Link } from "@remix-run/react";

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
  429: "Too many requests: please wait a moment",
};

/** Errors never show a stack trace: a friendly message and a way back. */
export function ServerError({ status }: { status: number }) {
  return (
    <div className="py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{FRIENDLY_TITLES[status] ?? "Something went wrong on our side"}</h1>
      <p className="mt-2 text-stone-700">
        {status >= 500
          ? "We have been told about it. Please try again in a minute, or phone the store."
          : "Please go back and try again."}
      </p>
      <p className="mt-6">
        <Link to="/" className="font-semibold">
          Return to Home
        </Link>
      </p>
    </div>
  );
}
