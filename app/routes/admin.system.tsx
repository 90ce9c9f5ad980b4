import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { readSystemHealth } from "~/admin/system-health.server";
import {
  ALL_GOOD,
  READ_AT,
  STATUS_BAD,
  STATUS_GOOD,
  SYSTEM_INTRO,
  SYSTEM_TITLE,
  someBad,
  systemLines,
} from "~/admin/system-messages";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";

export const meta: MetaFunction = () => adminMeta(SYSTEM_TITLE);

export const handle: AdminHandle = { breadcrumb: SYSTEM_TITLE };

/** The shop's health in words for the admins (decision 0104): the figures the metrics endpoint exports. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "settings");
  const health = await readSystemHealth(db());
  const lines = systemLines(health);
  // What needs someone first; otherwise the screen's own order.
  return { readAt: health.at, lines: [...lines.filter((line) => !line.ok), ...lines.filter((line) => line.ok)] };
}

export default function SystemScreen() {
  const { readAt, lines } = useLoaderData<typeof loader>();
  const bad = lines.filter((line) => !line.ok).length;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{SYSTEM_TITLE}</h1>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{SYSTEM_INTRO}</p>
        <p className="mt-1 text-sm text-stone-700">
          {READ_AT} {formatDateTime(readAt)}.
        </p>
      </div>
      <p className={`font-semibold ${bad > 0 ? "text-red-800" : "text-green-800"}`} data-system-summary>
        {bad > 0 ? someBad(bad) : ALL_GOOD}
      </p>
      <ul className="max-w-3xl space-y-3">
        {lines.map((line) => (
          <li
            key={line.key}
            data-system-line={line.key}
            data-ok={line.ok ? "true" : "false"}
            className={`rounded-lg border-l-4 bg-white p-3 shadow-sm ${line.ok ? "border-green-700" : "border-red-700 bg-red-50"}`}
          >
            <h2 className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold">
              <span>{line.label}</span>
              <span className={`text-sm font-semibold ${line.ok ? "text-green-800" : "text-red-800"}`}>
                {line.ok ? STATUS_GOOD : STATUS_BAD}
              </span>
            </h2>
            <p className="mt-1 [overflow-wrap:anywhere]">{line.text}</p>
            <p className="mt-0.5 text-sm text-stone-700">{line.meaning}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
