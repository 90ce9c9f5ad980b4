import { Link } from "@remix-run/react";
import { NO_ACCESS_MESSAGE } from "~/accounts/messages";
import { NO_ACCESS_ASK, NO_ACCESS_ASK_ADMIN, NO_ACCESS_OPENS_FOR, type NoAccess } from "./no-access";

/** The page for a back-office screen the person has no role for (see no-access.ts). */
export function NoAccessPage({ info }: { info: NoAccess }) {
  return (
    <div className="mx-auto max-w-xl py-12">
      <p className="text-5xl font-bold text-brand-700">403</p>
      <h1 className="mt-4 text-2xl font-semibold">{NO_ACCESS_MESSAGE}</h1>
      <p className="mt-4">
        {NO_ACCESS_OPENS_FOR} <strong>{info.openedBy.join(", ")}</strong>.
      </p>
      {info.askNames.length > 0 ? (
        <>
          <p className="mt-4">{NO_ACCESS_ASK}</p>
          <ul className="mt-2 list-disc pl-6">
            {info.askNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4">{NO_ACCESS_ASK_ADMIN}</p>
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
