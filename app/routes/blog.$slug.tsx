import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BlogSlug, publishedBlogArticle } from "~/content/blog.server";
import { SanitizedHtml } from "~/content/sanitized-html";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { shopNameIn } from "~/ui/root-data";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: `Blog | ${shopNameIn(matches)}` }];
  const { post, canonicalUrl } = data;
  const title = post.seoTitle ?? post.title;
  const description = post.seoDescription ?? post.excerpt;
  return [
    { title: `${title} | ${shopNameIn(matches)}` },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(post.seoKeywords ? [{ name: "keywords", content: post.seoKeywords }] : []),
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "article" },
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: canonicalUrl },
  ];
};

/** An unknown or unpublished slug, or any failure, sends the visitor to the blog (storefront spec). */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = BlogSlug.safeParse(params.slug);
  if (!slug.success) throw redirect("/blog");
  let post: Awaited<ReturnType<typeof publishedBlogArticle>>;
  try {
    post = await publishedBlogArticle(db(), slug.data);
  } catch (error) {
    logger.error("Blog article failed to load", { slug: slug.data, error: String(error) });
    throw redirect("/blog");
  }
  if (!post) throw redirect("/blog");
  return { post, canonicalUrl: `${env().APP_URL}/blog/${encodeURIComponent(post.slug)}` };
}

export default function BlogArticlePage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl rounded-lg bg-white p-4 sm:p-8">
      <p className="text-sm">
        <Link to="/blog" prefetch="none">
          ← Back to Blog
        </Link>
      </p>
      <header className="mt-4">
        {post.category ? (
          <p>
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
              {post.category}
            </span>
          </p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold leading-tight">{post.title}</h1>
        {post.excerpt ? <p className="mt-3 text-lg text-stone-700">{post.excerpt}</p> : null}
        <p className="mt-3 text-sm text-stone-600">
          {post.authorName ? <span>By {post.authorName} · </span> : null}
          {post.publishedAt && post.publishedOn ? (
            <>
              <time dateTime={post.publishedAt}>{post.publishedOn}</time> ·{" "}
            </>
          ) : null}
          <span>{post.readTime}</span>
        </p>
      </header>
      <SanitizedHtml html={post.html} className="mt-6" />
      {post.tags.length > 0 ? (
        <section aria-labelledby="related-topics" className="mt-8 border-t border-stone-200 pt-4">
          <h2 id="related-topics" className="font-semibold">
            Related Topics
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded bg-stone-100 px-2 py-1 text-sm text-stone-700">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
