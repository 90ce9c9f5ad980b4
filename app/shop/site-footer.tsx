import { Form, Link } from "@remix-run/react";
import { NewsletterSignup } from "~/newsletter/newsletter-signup";
import { languageName, languageSwitchHref, languageTag } from "~/platform/language";
import type { LiteReason } from "~/platform/network-hints";
import { StoreAddress, StorePhoneLink, WhatsAppLink } from "~/shop/store-address";
import { StoreClosures, StoreHoursTable } from "~/shop/store-hours";
import { useShop } from "~/shop/use-shop";
import { StaticIsland } from "~/ui/static-island";
import { TextSeparator } from "~/ui/text-separator";
import { useTranslation } from "~/ui/translation";

/** A footer link on a line of its own: 24 px tall, WCAG 2.2's minimum target size (2.5.8). */
const FOOTER_LINK = "inline-flex min-h-6 items-center";

export function SiteFooter({
  lite,
  liteReason,
  currentPath,
}: {
  lite: boolean;
  liteReason: LiteReason | null;
  currentPath: string;
}) {
  const shop = useShop();
  const { language, t } = useTranslation();
  const other = language === "af" ? "en" : "af";
  return (
    <footer className="mt-12 border-t border-stone-200 bg-stone-100 text-sm text-stone-800">
      <div className="mx-auto grid max-w-6xl gap-8 px-3 py-8 sm:grid-cols-3">
        {/* The hours and the address never change in the browser: React leaves the server's HTML
            alone (decision 0083); `contents` keeps both sections in the footer's grid. */}
        <StaticIsland key={JSON.stringify(shop)} id="footer-shop-details" className="contents">
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className="mb-2 font-semibold">
              {t("site:footer.hours")}
            </h2>
            <StoreHoursTable className="w-full" />
            <StoreClosures className="mt-2" />
            <p className="mt-2 text-xs text-stone-600">{t("site:footer.noWeekendDelivery")}</p>
          </section>
          <section aria-labelledby="footer-visit">
            <h2 id="footer-visit" className="mb-2 font-semibold">
              {t("site:footer.visit")}
            </h2>
            <StoreAddress />
            <p className="mt-2">
              {t("site:footer.phone")} <StorePhoneLink />
            </p>
            <p>
              {t("site:footer.email")} <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </p>
            <p className="mt-2 flex flex-wrap gap-3 leading-6">
              <a href={shop.mapUrl}>{t("site:footer.map")}</a>
              <TextSeparator />
              <WhatsAppLink>{t("site:footer.whatsapp")}</WhatsAppLink>
              <TextSeparator />
              <Link to="/contact">{t("site:footer.contactForm")}</Link>
            </p>
          </section>
        </StaticIsland>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more" className="mb-2 font-semibold">
            {t("site:footer.more")}
          </h2>
          <ul className="space-y-1">
            <li>
              <Link to="/policies" className={FOOTER_LINK}>
                {t("site:footer.allPolicies")}
              </Link>
            </li>
            <li>
              <Link to="/policies?category=Privacy%20Policy" className={FOOTER_LINK}>
                {t("site:footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to="/policies?category=Return%20Policy" className={FOOTER_LINK}>
                {t("site:footer.returns")}
              </Link>
            </li>
            <li>
              <Link to="/policies?category=Shipping%20Policy" className={FOOTER_LINK}>
                {t("site:footer.deliveryPolicy")}
              </Link>
            </li>
            <li>
              <Link to="/delivery" className={FOOTER_LINK}>
                {t("site:footer.deliveryCosts")}
              </Link>
            </li>
          </ul>
          <Form method="post" action="/lite-mode" reloadDocument className="mt-4">
            <input type="hidden" name="redirectTo" value={currentPath} />
            <input type="hidden" name="lite" value={lite ? "off" : "on"} />
            <button type="submit" className="rounded-md border border-stone-400 bg-white px-3 py-1">
              {lite ? (liteReason === "slow-network" ? t("site:lite.onSlow") : t("site:lite.on")) : t("site:lite.off")}
            </button>
          </Form>
          {/* A plain link to the other language, named in its own words: it works without JavaScript,
              and the page comes back as a whole new document in that language (decision 0110). */}
          <p className="mt-4">
            <a
              href={languageSwitchHref(other, currentPath)}
              lang={languageTag(other)}
              rel="nofollow"
              className={FOOTER_LINK}
            >
              {languageName(other)}
            </a>
          </p>
        </section>
      </div>
      {shop.newsletterSignup ? <NewsletterSignup currentPath={currentPath} /> : null}
      <p className="pb-6 text-center text-xs text-stone-600">
        © {new Date().getFullYear()} {shop.legalName}. {t("site:footer.vat")}
      </p>
    </footer>
  );
}
