import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/translation";

export type Crumb = { label: string; to?: string };

/** Where the page sits: links up the way, the last crumb (this page) plain. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("catalog:crumb.label")} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${crumb.to ?? ""}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to} prefetch="none">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-stone-800">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
