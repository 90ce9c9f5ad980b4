import { Link } from "@remix-run/react";
import { NO_ACCESS_MESSAGE } from "~/accounts/messages";
import type { NoAccess } from "./no-access";

/** The page for a back-office screen the person has no role for (see no-access.ts). */
export function NoAccessPage({ info }: { info: NoAccess }) {
  return (
    <div className="mx-auto max-w-xl py-12">
      <p className="text-5xl font-bold text-brand-700">403</p>
      <h1 className="mt-4 text-2xl font-semibold">{NO_ACCESS_MESSAGE}</h1>
      <p className="mt-4">
        This screen opens for: <strong>{info.openedBy.join(", ")}</strong>.
      </p>
      {info.askNames.length > 0 ? (
        <>
          <p className="mt-4">Ask one of these people to give you a role under Users, Manage:</p>
          <ul className="mt-2 list-disc pl-6">
            {info.askNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4">If you work at the shop, ask the shop's administrator to give your account a role.</p>
      )}
      <p className="mt-6 flex flex-wrap gap-4">
        <Link to="/admin" className="inline-block py-2 font-semibold">
          Back-office start page
        </Link>
        <Link to="/" className="inline-block py-2 font-semibold">
          Return to Home
        </Link>
      </p>
    </div>
  );
}
