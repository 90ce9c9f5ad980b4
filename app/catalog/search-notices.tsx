import { Link } from "@remix-run/react";
import { contactHrefWith } from "~/content/contact-texts";
import { useShop } from "~/shop/use-shop";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useTranslation } from "~/ui/translation";
import { activeFilterCount, type ListingFilters, listingHref, NO_FILTERS } from "./listing-url";
import type { SearchOutcome } from "./product-listing.server";
import { askAboutSearch, nothingMatches, SHELF_SEPARATOR, shelfLabel, wordsLeftOut } from "./search-messages";

/*
 * What the results page says about a search (issue 45, point 4): above the results, the corrected
 * words ("Did you mean"), the words left out and the shelves that match, each a short line that
 * wraps on a phone; and when nothing is found, a way to ask the shop.
 */

/** A WhatsApp chat with the shop, the message already typed; "" when the shop has no number. */
export function whatsAppMessageUrl(chatUrl: string, text: string): string {
  return chatUrl ? `${chatUrl}?text=${encodeURIComponent(text)}` : "";
}

export function SearchNotices({
  filters,
  search,
  total,
}: {
  filters: ListingFilters;
  search: SearchOutcome;
  total: number;
}) {
  const { t } = useTranslation();
  const leftOut = total > 0 && search.unmatched.length > 0;
  if (!search.corrected && !leftOut && search.groups.length === 0) return null;
  return (
    <div className="mb-3 space-y-1 text-sm leading-snug text-stone-800">
      {search.corrected ? (
        <p className="text-base">
          {t("catalog:search.didYouMean")}
          <Link to={listingHref(filters, { search: search.corrected, page: 1 })} className="font-semibold">
            {search.corrected}
          </Link>
          {t("catalog:search.didYouMeanAfter")}
        </p>
      ) : null}
      {leftOut ? <p>{wordsLeftOut(search.unmatched, t)}</p> : null}
      {search.groups.length > 0 ? (
        <nav aria-label={t("catalog:search.shelvesLabel")}>
          <p>
            {t("catalog:search.shelves")}{" "}
            {search.groups.map((group, index) => (
              <span key={`${group.category.slug}/${group.subcategory?.slug ?? ""}`}>
                {index > 0 ? SHELF_SEPARATOR : null}
                <Link
                  to={listingHref(NO_FILTERS, {
                    category: group.category.slug,
                    subcategory: group.subcategory?.slug ?? null,
                  })}
                  className="font-semibold"
                >
                  {shelfLabel(group)}
                </Link>
              </span>
            ))}
          </p>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * The box in place of the results when nothing is found. After a search it offers to ask the
 * shop, which stocks far more than is online: the contact form filled with the search (a plain
 * link, so it works without JavaScript) and WhatsApp when the shop has a number.
 */
export function NoResults({ filters }: { filters: ListingFilters }) {
  const shop = useShop();
  const { t } = useTranslation();
  const narrowed = activeFilterCount(filters) > (filters.search ? 1 : 0);
  const question = filters.search ? askAboutSearch(filters.search, t) : "";
  const whatsApp = filters.search ? whatsAppMessageUrl(shop.chatUrl, question) : "";
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-6 text-center">
      <h2 className="text-lg font-semibold">{t("catalog:search.noResults")}</h2>
      <p className="mt-1 text-stone-700">{nothingMatches({ search: filters.search, narrowed }, t)}</p>
      {filters.search ? (
        <>
          <p className="mt-4 text-stone-800">{t("catalog:search.askText")}</p>
          <p className="mt-3 flex flex-wrap justify-center gap-3">
            <Link to={contactHrefWith(question)} className={`${primaryButtonClass} no-underline`}>
              {t("catalog:search.askLink")}
            </Link>
            {whatsApp ? (
              <a href={whatsApp} className={`${secondaryButtonClass} no-underline`}>
                {t("catalog:search.whatsApp")}
              </a>
            ) : null}
          </p>
        </>
      ) : null}
      <p className="mt-4">
        <Link to="/products" className="font-semibold">
          {t("catalog:search.clearFilters")}
        </Link>
      </p>
    </div>
  );
}
