import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { AuditQuery, type AuditQueryValue, loadAuditLog } from "~/admin/audit-log.server";
import { DataList, listLinkClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Audit log");

export const handle: AdminHandle = { breadcrumb: "Audit log" };

const PAGE = "/admin/audit-log";

/** Open to the users area (super admin and admin). Read-only for everyone: the screen has no action, and nothing in the app edits the log. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "users");
  const query = AuditQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await loadAuditLog(db(), query)), query };
}

function pageHref(query: AuditQueryValue, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["actor", "area", "from", "to"] as const) if (query[key]) params.set(key, query[key]);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${PAGE}?${text}` : PAGE;
}

export default function AdminAuditLog() {
  const { entries, hasNext, people, areas, query } = useLoaderData<typeof loader>();
  const filtered = Boolean(query.actor || query.area || query.from || query.to);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Audit log</h1>
      <p className="text-sm text-stone-700">
        Everything staff changed, newest first. Nobody can change or remove an entry.
      </p>
      <Form method="get" action={PAGE} className="flex flex-wrap items-end gap-2" aria-label="Filter the audit log">
        <div>
          <label htmlFor="audit-actor" className="block text-sm font-medium">
            Person
          </label>
          <select id="audit-actor" name="actor" defaultValue={query.actor} className={inputClass}>
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-area" className="block text-sm font-medium">
            Area
          </label>
          <select id="audit-area" name="area" defaultValue={query.area} className={inputClass}>
            <option value="">All areas</option>
            {areas.map((area) => (
              <option key={area.value} value={area.value}>
                {area.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="block text-sm font-medium">
            From
          </label>
          <input id="audit-from" type="date" name="from" defaultValue={query.from} className={inputClass} />
        </div>
        <div>
          <label htmlFor="audit-to" className="block text-sm font-medium">
            To
          </label>
          <input id="audit-to" type="date" name="to" defaultValue={query.to} className={inputClass} />
        </div>
        <button type="submit" className={primaryButtonClass}>
          Filter
        </button>
        {filtered ? (
          <Link to={PAGE} className={`${secondaryButtonClass} no-underline`}>
            Clear
          </Link>
        ) : null}
      </Form>
      <DataList
        label="Changes"
        rows={entries}
        rowKey={(entry) => entry.id}
        empty="No changes found."
        columns={[
          { header: "When", nowrap: true, cell: (entry) => formatDateTime(entry.createdAt) },
          { header: "Who", cell: (entry) => <span className="break-all">{entry.actor}</span> },
          { header: "What", card: "title", cell: (entry) => <span className="break-words">{entry.action}</span> },
          {
            header: "Record",
            cell: (entry) => (
              <>
                {entry.area}
                {entry.href ? (
                  <span className="block">
                    <Link to={entry.href} className={listLinkClass}>
                      Open<span className="sr-only"> the record of {entry.action}</span>
                    </Link>
                  </span>
                ) : entry.entityId ? (
                  <span className="block break-all text-xs text-stone-600">{entry.entityId}</span>
                ) : null}
              </>
            ),
          },
          {
            header: "Before and after",
            cell: (entry) =>
              entry.lines.length ? (
                <ul className="space-y-0.5">
                  {entry.lines.map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines are fixed for a stored entry.
                    <li key={index} className="break-words [overflow-wrap:anywhere]">
                      <span className="font-medium">{line.field}</span>:{" "}
                      {line.before !== null ? <del className="text-red-800">{line.before}</del> : null}
                      {line.before !== null && line.after !== null ? " → " : null}
                      {line.after !== null ? <ins className="text-brand-800 no-underline">{line.after}</ins> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                "—"
              ),
          },
        ]}
      />
      <nav aria-label="Pages" className="flex gap-2">
        {query.page > 1 ? (
          <Link to={pageHref(query, query.page - 1)} className={`${secondaryButtonClass} no-underline`}>
            Newer
          </Link>
        ) : null}
        {hasNext ? (
          <Link to={pageHref(query, query.page + 1)} className={`${secondaryButtonClass} no-underline`}>
            Older
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
