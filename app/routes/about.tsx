import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { activeAboutContent, activeAboutVideo } from "~/content/about.server";
import { NO_ABOUT_VIDEO } from "~/content/messages";
import { richTextClass } from "~/content/rich-text";
import { SanitizedHtml } from "~/content/sanitized-html";
import { db } from "~/platform/db.server";
import { StoreAddress, StorePhoneLink } from "~/shop/store-address";
import { shopIn, shopNameIn, useShop } from "~/shop/use-shop";
import { useLiteMode } from "~/ui/root-data";

export const meta: MetaFunction = ({ matches }) => [
  { title: `About Us | ${shopNameIn(matches)}` },
  {
    name: "description",
    content: `${shopIn(matches).legalName}: a farmers' co-operative in Donkerhoek, Pretoria East, since 1987. Our story, our store and how to reach us.`,
  },
];

export async function loader() {
  const [about, video] = await Promise.all([activeAboutContent(db()), activeAboutVideo(db())]);
  return { about, video };
}

const WHY_CHOOSE_US = [
  "Advice from people who farm themselves",
  "Fair co-operative prices, VAT included on every price",
  "Feed from registered mills, stock rotated so it is always fresh",
  "Delivery within 100 km of the store on weekdays, or collect in Donkerhoek",
  "Pay by EFT and upload your proof of payment online",
];

export default function AboutPage() {
  const shop = useShop();
  const { about, video } = useLoaderData<typeof loader>();
  const lite = useLiteMode();
  return (
    <div className="space-y-8">
      <article className="rounded-lg bg-white p-4 sm:p-6">
        <h1 className="text-3xl font-bold">{about?.title ?? "Our Story"}</h1>
        {about ? (
          <>
            <p className="mt-1 text-sm text-stone-600">
              Last updated: {about.updatedOn}
              {about.updatedByName ? ` by ${about.updatedByName}` : null}
            </p>
            <SanitizedHtml html={about.html} className="mt-4" />
          </>
        ) : (
          <div className={`mt-4 ${richTextClass}`}>
            <p>
              {shop.legalName} began in 1987, when farming families around Donkerhoek pooled their orders for feed and
              fencing so they could buy by the truckload. It has grown into a co-operative owned by its members, serving
              farmers, smallholders and gardeners east of Pretoria.
            </p>
            <p>
              We stock animal feed, livestock and pet supplies, hardware and garden goods, and our staff are happy to
              help you choose what your animals, your land and your garden need.
            </p>
          </div>
        )}
      </article>

      <section aria-labelledby="about-video" className="rounded-lg bg-white p-4 sm:p-6">
        <h2 id="about-video" className="text-xl font-bold">
          Our video
        </h2>
        <AboutVideoPlayer video={video} lite={lite} />
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="contact-info" className="rounded-lg bg-white p-4 sm:p-6">
          <h2 id="contact-info" className="text-xl font-bold">
            Contact information
          </h2>
          <StoreAddress className="mt-2" />
          <ul className="mt-2 space-y-1">
            <li>
              Phone: <StorePhoneLink />
            </li>
            {shop.chatUrl ? (
              <li>
                WhatsApp: <a href={shop.chatUrl}>{shop.whatsapp}</a>
              </li>
            ) : null}
            <li>
              E-mail: <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </li>
            <li>
              <a href={shop.mapUrl}>Find us on the map</a> · <Link to="/contact">Send us a message</Link>
            </li>
          </ul>
          <h3 className="mt-4 font-semibold">Store hours</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {shop.hours.map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-medium">{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-stone-700">No deliveries on weekends or public holidays.</p>
        </section>

        <section aria-labelledby="why-choose-us" className="rounded-lg bg-white p-4 sm:p-6">
          <h2 id="why-choose-us" className="text-xl font-bold">
            Why Choose Us
          </h2>
          <ul className="mt-2 list-inside list-disc space-y-1">
            {WHY_CHOOSE_US.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to="/products" className="font-semibold">
              Browse our products
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
  if (!video) return <p className="mt-2 rounded-md bg-stone-100 px-4 py-6 text-center text-sm">{NO_ABOUT_VIDEO}</p>;
  if (lite) {
    return (
      <p className="mt-2 text-sm">
        <a href={video.url}>Watch the video: {video.name}</a> (Lite mode is on, so it is not loaded on this page.)
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
      <a href={video.url}>Watch the video: {video.name}</a>
    </video>
  );
}
