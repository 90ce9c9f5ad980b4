import { Link } from "@remix-run/react";
import { ownLineLinkClass } from "~/admin/back-link";
import type { BlogArticle } from "./blog.server";
import { SanitizedHtml } from "./sanitized-html";

/** The article's own words around the post (the back office's preview shows them in English). */
export type BlogArticleWords = { back: string; by: (name: string) => string; related: string };

const STAFF_WORDS: BlogArticleWords = {
  back: "← Back to Blog",
  by: (name) => `By ${name}`,
  related: "Related Topics",
};

/**
 * A blog post as the public page shows it. The back office's previews render this same component
 * with the same sanitised HTML, so a preview is exactly what customers will see.
 */
export function BlogArticleView({ post, words = STAFF_WORDS }: { post: BlogArticle; words?: BlogArticleWords }) {
  return (
    <article className="mx-auto max-w-3xl rounded-lg bg-white p-4 sm:p-8">
      <p className="text-sm">
        <Link to="/blog" prefetch="none" className={ownLineLinkClass}>
          {words.back}
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
          {post.authorName ? <span>{words.by(post.authorName)} · </span> : null}
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
            {words.related}
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
