import { Link } from "@remix-run/react";
import { type Translate, useTranslation } from "~/ui/translation";

/** Page numbers shown either side of the current one. */
const NEIGHBOURS = 2;

/** The numbers to link, with null where a gap of pages is left out: 1 … 4 5 [6] 7 8 … 20. */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const numbers: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    const distance = Math.abs(n - page);
    // A gap of a single page shows that page: "…" would take the same room.
    const fillsGap = distance === NEIGHBOURS + 1 && (n === 2 || n === pageCount - 1);
    if (n === 1 || n === pageCount || distance <= NEIGHBOURS || fillsGap) numbers.push(n);
    else if (numbers.at(-1) !== null) numbers.push(null);
  }
  return numbers;
}

// One shape, two colourings: classes that set the same property are never combined, because
// Tailwind's stylesheet order (not the class order) would decide which wins.
const shapeClass = "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 no-underline";
const linkClass = `${shapeClass} border-stone-300 bg-white hover:bg-stone-50 hover:no-underline`;
const currentClass = `${shapeClass} border-brand-700 bg-brand-700 font-bold text-white`;

/** Previous, numbered pages around the current one, Next: plain links that keep the other filters. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  const words = paginationWords(t);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={words.label} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-1 text-sm">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className={linkClass} prefetch="none">
              {words.previous}
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pageCount).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={currentClass}>
                  {n}
                </span>
              ) : (
                <Link to={hrefFor(n)} className={linkClass} aria-label={words.page(n)} prefetch="none">
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className={linkClass} prefetch="none">
              {words.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * The links' words from the `catalog` catalogue. A page whose loader does not carry that
 * namespace (the order list, until its own texts are translated) gets the English words rather
 * than the keys.
 */
function paginationWords(t: Translate) {
  const word = (id: string, english: string, values?: { page: number }) => {
    const text = t(id, values);
    return text === id ? english : text;
  };
  return {
    label: word("catalog:pagination.label", "Pagination"),
    previous: word("catalog:pagination.previous", "Previous"),
    next: word("catalog:pagination.next", "Next"),
    page: (page: number) => word("catalog:pagination.page", `Page ${page}`, { page }),
  };
}

/** "Showing 25–48 of 164 products". */
export function showingText(page: number, pageSize: number, total: number, t: Translate): string {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return t("catalog:list.showing", { first, last, count: total });
}
