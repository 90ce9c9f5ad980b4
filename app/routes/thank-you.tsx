import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { clientCodeOf } from "~/account/profile.server";
import { getCurrentUser } from "~/accounts/auth.server";
import { db } from "~/platform/db.server";

export const meta: MetaFunction = () => [
  { title: "Thank you for registering | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const confirmed = new URL(request.url).searchParams.get("confirmed") === "1";
  // A client's code, shown to its owner once signed in by the confirmation (never before).
  const user = confirmed ? await getCurrentUser(request) : undefined;
  const clientCode = user ? await clientCodeOf(db(), user.id) : null;
  return { confirmed, clientCode };
}

/** After registering (accounts spec), and after the confirmation link when it signs the user in. */
export default function ThankYouPage() {
  const { confirmed, clientCode } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-stone-200 bg-white p-6">
      {confirmed ? (
        <>
          <h1 className="text-2xl font-bold">Your e-mail address is confirmed</h1>
          <p className="mt-2">Thank you. Your account is ready and you are signed in.</p>
          {clientCode ? (
            <p className="mt-3">
              Your client code is{" "}
              <strong className="font-mono text-xl" data-testid="client-code">
                {clientCode}
              </strong>
              . Please keep it: quote it when you phone or e-mail us.
            </p>
          ) : null}
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">Thank you for registering</h1>
          <p className="mt-2">
            Please check your e-mail for a confirmation link. It may take 1-10 minutes to arrive. If you cannot find it,
            check your spam or junk folder.
          </p>
          <p className="mt-2 text-sm">
            You can sign in straight away and place your first order; your next one waits for the confirmation.{" "}
            <Link to="/login?redirectTo=%2Fcart">Sign in and go to your cart</Link>.
          </p>
          <p className="mt-2 text-sm">
            Need help? <Link to="/contact">Contact us</Link>.
          </p>
        </>
      )}
      <p className="mt-6 flex flex-wrap gap-3">
        {confirmed ? (
          // Signed in by the confirmation: on to the shop and the account, not to a login page.
          <Link
            to="/products"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white no-underline hover:no-underline"
          >
            Start shopping
          </Link>
        ) : (
          <Link
            to="/login"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white no-underline hover:no-underline"
          >
            Go to Login
          </Link>
        )}
        <Link
          to={confirmed ? "/account" : "/"}
          className="rounded-md border border-stone-300 px-4 py-2 font-semibold no-underline hover:no-underline"
        >
          {confirmed ? "My account" : "Back to Home"}
        </Link>
      </p>
    </div>
  );
}
