import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink, ownLineLinkClass } from "~/admin/back-link";
import { DataList, listLinkClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { POLICY_NOT_FOUND_ADMIN } from "~/content/messages";
import { policyHistory } from "~/content/policies-admin.server";
import { PolicyContent } from "~/content/policy-content";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";

export const meta: MetaFunction = () => adminMeta("Policy versions");

export const handle: AdminHandle = { breadcrumb: "Policy versions" };

const Query = z.object({ version: z.coerce.number().int().min(1).optional().catch(undefined) });

/** Every version of one policy, for staff; ?version=n opens that version's text. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "policies");
  const history = await policyHistory(db(), params.id ?? "");
  if (!history) throw data(POLICY_NOT_FOUND_ADMIN, { status: 404 });
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const shown = history.versions.find((entry) => entry.version === (query.version ?? history.versions[0]?.version));
  if (!shown) throw data(POLICY_NOT_FOUND_ADMIN, { status: 404 });
  return { ...history, shown };
}

export default function PolicyVersions() {
  const { id, title, slug, isActive, versions, shown } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <BackLink to="/admin/policy-management">Policy Management</BackLink>
          {isActive ? (
            <>
              {" "}
              ·{" "}
              <Link to={`/policy/${slug}`} className={ownLineLinkClass}>
                Public page
              </Link>
            </>
          ) : null}
        </p>
        <h1 className="text-2xl font-bold">Versions of {title}</h1>
      </div>
      <DataList
        label="Versions"
        rows={versions}
        rowKey={(entry) => entry.version}
        empty="No versions saved."
        rowProps={() => ({ "data-testid": "policy-version" })}
        columns={[
          {
            header: "Version",
            card: "title",
            cell: (entry) => `${entry.label}${entry.current ? " (current)" : ""}`,
          },
          { header: "Saved", nowrap: true, cell: (entry) => formatDateTime(entry.savedAt) },
          { header: "By", cell: (entry) => entry.savedByName ?? "Unknown" },
          { header: "Change notes", cell: (entry) => entry.changeNotes ?? "" },
          {
            header: "Read",
            card: "actions",
            hiddenHeader: true,
            cell: (entry) =>
              entry.version === shown.version ? (
                "Shown below"
              ) : (
                <Link to={`/admin/policy-management/${id}?version=${entry.version}`} className={listLinkClass}>
                  Read version {entry.label}
                </Link>
              ),
          },
        ]}
      />
      <article aria-labelledby="version-title" className="rounded-lg border border-stone-200 bg-white p-4">
        <p className="text-sm text-stone-600">
          Version {shown.label} · {shown.category} · saved {formatDateTime(shown.savedAt)}
        </p>
        <h2 id="version-title" className="text-xl font-bold">
          {shown.title}
        </h2>
        <div className="mt-4">
          <PolicyContent content={shown.content} title={shown.title} />
        </div>
      </article>
    </div>
  );
}
