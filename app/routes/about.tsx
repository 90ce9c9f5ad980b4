import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { activeAboutContent, activeAboutVideo } from "~/content/about.server";
import { contentMessages } from "~/content/content-messages.server";
import { richTextClass } from "~/content/rich-text";
import { SanitizedHtml } from "~/content/sanitized-html";
import { db } from "~/platform/db.server";
import { requestLanguage } from "~/platform/language.server";
import { StoreAddress, StorePhoneLink } from "~/shop/store-address";
import { shopIn, shopNameIn, useShop } from "~/shop/use-shop";
import { useLiteMode } from "~/ui/root-data";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "content:about.title")} | ${shopNameIn(matches)}` },
  {
    name: "description",
    content: translateIn(matches, "content:about.description", { legalName: shopIn(matches).legalName }),
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const language = requestLanguage(request);
  const [about, video] = await Promise.all([activeAboutContent(db(), language), activeAboutVideo(db())]);
  return { about, video, messages: contentMessages(language, ["about."]) };
}

/** Why choose us: `content:about.reason.<id>`. */
const WHY_CHOOSE_US = ["advice", "prices", "fresh", "delivery", "eft"] as const;

export default function AboutPage() {
  const shop = useShop();
  const { about, video } = useLoaderData<typeof loader>();
  const lite = useLiteMode();
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <article className="rounded-lg bg-white p-4 sm:p-6">
        <h1 className="text-3xl font-bold">{about?.title ?? t("content:about.ourStory")}</h1>
        {about ? (
          <>
            <p className="mt-1 text-sm text-stone-600">
              {about.updatedByName
                ? t("content:about.lastUpdatedBy", { date: about.updatedOn, name: about.updatedByName })
                : t("content:about.lastUpdated", { date: about.updatedOn })}
            </p>
            <SanitizedHtml html={about.html} className="mt-4" />
          </>
        ) : (
          <div className={`mt-4 ${richTextClass}`}>
            <p>{t("content:about.story1", { legalName: shop.legalName })}</p>
            <p>{t("content:about.story2")}</p>
          </div>
        )}
      </article>

      <section aria-labelledby="about-video" className="rounded-lg bg-white p-4 sm:p-6">
        <h2 id="about-video" className="text-xl font-bold">
          {t("content:about.video")}
        </h2>
        <AboutVideoPlayer video={video} lite={lite} />
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="contact-info" className="rounded-lg bg-white p-4 sm:p-6">
          <h2 id="contact-info" className="text-xl font-bold">
            {t("content:about.contactInfo")}
          </h2>
          <StoreAddress className="mt-2" />
          <ul className="mt-2 space-y-1">
            <li>
              {t("site:footer.phone")} <StorePhoneLink />
            </li>
            {shop.chatUrl ? (
              <li>
                WhatsApp: <a href={shop.chatUrl}>{shop.whatsapp}</a>
              </li>
            ) : null}
            <li>
              {t("site:footer.email")} <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </li>
            <li>
              <a href={shop.mapUrl}>{t("content:about.map")}</a> ·{" "}
              <Link to="/contact">{t("content:about.sendMessage")}</Link>
            </li>
          </ul>
          <h3 className="mt-4 font-semibold">{t("site:footer.hours")}</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {shop.hours.map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-medium">{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-stone-700">{t("site:footer.noWeekendDelivery")}</p>
        </section>

        <section aria-labelledby="why-choose-us" className="rounded-lg bg-white p-4 sm:p-6">
          <h2 id="why-choose-us" className="text-xl font-bold">
            {t("content:about.why")}
          </h2>
          <ul className="mt-2 list-inside list-disc space-y-1">
            {WHY_CHOOSE_US.map((reason) => (
              <li key={reason}>{t(`content:about.reason.${reason}`)}</li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to="/products" className="font-semibold">
              {t("content:about.browse")}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}

/**
 * The about video downloads nothing until pressed (preload none, the thumbnail as poster).
 * Lite mode promises no video, so it offers a plain link the visitor may choose to open.
 */
function AboutVideoPlayer({
  video,
  lite,
}: {
  video: { name: string; url: string; thumbnail: string | null } | null;
  lite: boolean;
}) {
  const { t } = useTranslation();
  if (!video) {
    return <p className="mt-2 rounded-md bg-stone-100 px-4 py-6 text-center text-sm">{t("content:about.noVideo")}</p>;
  }
  if (lite) {
    return (
      <p className="mt-2 text-sm">
        <a href={video.url}>{t("content:about.watch", { name: video.name })}</a> {t("content:about.liteNote")}
      </p>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: about_videos holds no caption file to offer; the back office would have to add one
    <video
      className="mt-2 aspect-video w-full rounded-md bg-stone-900"
      controls
      preload="none"
      poster={video.thumbnail ?? undefined}
      aria-label={video.name}
      src={video.url}
    >
      <a href={video.url}>{t("content:about.watch", { name: video.name })}</a>
    </video>
  );
}
