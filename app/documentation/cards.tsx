import { Link } from "@remix-run/react";
import { ROLE_LABELS } from "~/accounts/roles";
import { countOf, formatDate } from "~/platform/format";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { GUIDE_TYPE_LABELS, type GuideRole, type GuideType } from "./categories";

/** A document card of the center (spec 2.1): title, description, badges, pages, date, View, Download. */
export function DocumentCard({
  title,
  description,
  typeLabel,
  role,
  pageCount,
  updated,
  viewHref,
  viewLabel,
  downloadHref,
  note,
}: {
  title: string;
  description: string;
  typeLabel: string;
  role?: GuideRole | null;
  pageCount: number;
  updated: string;
  viewHref: string;
  viewLabel: string;
  downloadHref: string;
  note?: string;
}) {
  return (
    <li className="flex flex-col rounded-md border border-stone-200 bg-white p-3">
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 flex-1 text-sm text-stone-700">{description}</p>
      <p className="mt-2 flex flex-wrap gap-1 text-xs">
        <span className="rounded bg-brand-100 px-2 py-0.5 font-semibold text-brand-900">{typeLabel}</span>
        {role ? (
          <span className="rounded bg-stone-200 px-2 py-0.5 font-semibold text-stone-800">{ROLE_LABELS[role]}</span>
        ) : null}
        {note ? <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{note}</span> : null}
      </p>
      <p className="mt-2 text-xs text-stone-600">
        {countOf(pageCount, "page")} · Updated {formatDate(updated)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* Named by its document ("Read Order Processing Guide"), so every card's link is told apart (issue 48). */}
        <Link to={viewHref} className={`${primaryButtonClass} px-3 py-1.5 text-sm no-underline`}>
          {viewLabel}
          <span className="sr-only"> {title}</span>
        </Link>
        <a
          href={downloadHref}
          download
          className={`${secondaryButtonClass} px-3 py-1.5 text-sm no-underline`}
          aria-label={`Download ${title}`}
        >
          Download
        </a>
      </div>
    </li>
  );
}

type GuideCategory = {
  id: string;
  label: string;
  guides: {
    id: string;
    title: string;
    description: string;
    type: GuideType;
    role: GuideRole | null;
    pageCount: number;
    lastUpdated: string;
  }[];
};

/** The built-in guides by category, each a card opening under `base` (the center or Help). */
export function GuideCategories({ categories, base }: { categories: readonly GuideCategory[]; base: string }) {
  return categories.map((category) => (
    <section key={category.id} aria-labelledby={`category-${category.id}`} className="space-y-2">
      <h2 id={`category-${category.id}`} className="text-lg font-semibold">
        {category.label}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {category.guides.map((guide) => (
          <DocumentCard
            key={guide.id}
            title={guide.title}
            description={guide.description}
            typeLabel={GUIDE_TYPE_LABELS[guide.type]}
            role={guide.role}
            pageCount={guide.pageCount}
            updated={guide.lastUpdated}
            viewHref={`${base}/${category.id}/${guide.id}`}
            viewLabel="Read"
            downloadHref={`${base}/${category.id}/${guide.id}/download`}
          />
        ))}
      </ul>
    </section>
  ));
}
