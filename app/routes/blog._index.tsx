import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { publishedBlogCards } from "~/content/blog.server";
import { contentMessages } from "~/content/content-messages.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { canonicalIn } from "~/platform/language";
import { requestLanguage } from "~/platform/language.server";
import { shopNameIn, useShop } from "~/shop/use-shop";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ matches, data, location }) => [
  { title: `${translateIn(matches, "content:blog.title")} | ${shopNameIn(matches)}` },
  ...(data ? [{ tagName: "link", rel: "canonical", href: canonicalIn(data.canonicalUrl, location.search) }] : []),
  {
    name: "description",
    content: translateIn(matches, "content:blog.description"),
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const language = requestLanguage(request);
  return {
    posts: await publishedBlogCards(db(), language),
    canonicalUrl: `${env().APP_URL}/blog`,
    messages: contentMessages(language, ["blog."]),
  };
}

export default function BlogListPage() {
  const shop = useShop();
  const { posts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-3xl font-bold">{t("content:blog.heading")}</h1>
      <p className="mt-1 text-stone-700">{t("content:blog.intro", { shop: shop.name })}</p>
      {posts.length === 0 ? (
        <div className="mt-8 rounded-lg bg-white px-4 py-12 text-center">
          <h2 className="text-xl font-semibold">{t("content:blog.emptyTitle")}</h2>
          <p className="mt-2 text-stone-700">{t("content:blog.emptyMessage")}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col rounded-lg border border-stone-200 bg-white p-4">
                {post.category ? (
                  <p>
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                      {post.category}
                    </span>
                  </p>
                ) : null}
                <h2 className="mt-2 text-lg font-bold leading-snug">
                  <Link to={`/blog/${post.slug}`} prefetch="none" className="text-stone-900">
                    {post.title}
                  </Link>
                </h2>
                {post.excerpt ? <p className="mt-2 text-sm text-stone-700">{post.excerpt}</p> : null}
                <p className="mt-3 text-xs text-stone-600">
                  {[post.authorName, post.publishedOn, post.readTime].filter(Boolean).join(" · ")}
                </p>
                {post.tags.length > 0 ? (
                  <ul aria-label={t("content:blog.tags")} className="mt-2 flex flex-wrap gap-1">
                    {post.tags.map((tag) => (
                      <li key={tag} className="rounded bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                        {tag}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-auto pt-3">
                  <Link to={`/blog/${post.slug}`} prefetch="none" className="text-sm font-semibold">
                    {t("content:blog.read")}
                    <span className="sr-only">: {post.title}</span>
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
