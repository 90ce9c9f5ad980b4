import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportPersonalData } from "~/account/personal-data.server";
import { requireUser } from "~/accounts/auth.server";
import { db } from "~/platform/db.server";
import { applySecurityHeaders } from "~/platform/security-headers.server";

/** 'Download my data': everything the shop holds about the signed-in user, as a JSON file. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: "/account" });
  const personalData = await exportPersonalData(db(), user.id);
  const day = personalData.exportedAt.slice(0, 10);
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="donkerhoek-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    }),
  );
  return new Response(`${JSON.stringify(personalData, null, 2)}\n`, { headers });
}
