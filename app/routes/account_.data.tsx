import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { accountMessages } from "~/account/account-messages.server";
import { exportPersonalData } from "~/account/personal-data.server";
import { type ReadableRow, readableLabel, readableRows } from "~/account/personal-data-readable";
import { requireUser } from "~/accounts/auth.server";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { secondaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: translateIn(matches, "account:data.title") },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const handle = { breadcrumb: "Your personal data" };

/** 'Download my data' as a page to read (issue 46): rand amounts, South African time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: "/account/data" });
  // The file's "about" line speaks of cents and UTC: this page says its own.
  const { exportedAt, about: _about, ...personalData } = await exportPersonalData(db(), user.id);
  const { language, t } = requestTranslator(request, ["account"]);
  const label = (key: string) => {
    const id = `account:data.field.${key}`;
    const words = t(id);
    // A field the catalogue does not name (the same word in both languages) keeps its English name.
    return words === id ? readableLabel(key) : words;
  };
  const words = { language, label, yes: t("account:data.yes"), no: t("account:data.no"), none: t("account:data.none") };
  return {
    exportedOn: formatDateTime(exportedAt, language),
    rows: readableRows(personalData, words),
    messages: accountMessages(language, ["data.title", "data.heading", "data.asOf", "data.json", "data.back"]),
  };
}

function Rows({ rows }: { rows: ReadableRow[] }) {
  return (
    <dl className="space-y-1 text-sm">
      {rows.map((row) =>
        "value" in row ? (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-stone-700">{row.label}</dt>
            <dd className="break-words">{row.value}</dd>
          </div>
        ) : (
          <div key={row.label} className="space-y-1 pt-2">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="space-y-2 border-l-2 border-stone-200 pl-3">
              {row.rows.length > 0 && Array.isArray(row.rows[0]) ? (
                (row.rows as ReadableRow[][]).map((entry, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the export's order never changes on the page.
                  <Rows key={index} rows={entry} />
                ))
              ) : (
                <Rows rows={row.rows as ReadableRow[]} />
              )}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}

export default function PersonalDataPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl space-y-4 p-4">
      <h1 className="text-2xl font-bold">{t("account:data.heading")}</h1>
      <p className="text-sm text-stone-700">{t("account:data.asOf", { time: page.exportedOn })}</p>
      <p className="flex flex-wrap gap-3">
        <a href="/account/data.json" download className={secondaryButtonClass}>
          {t("account:data.json")}
        </a>{" "}
        <Link to="/account" className={secondaryButtonClass}>
          {t("account:data.back")}
        </Link>
      </p>
      <Rows rows={page.rows} />
    </div>
  );
}
