import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogSlug, publishedBlogArticle } from "~/content/blog.server";
import { BlogArticleView } from "~/content/blog-article";
import { contentMessages } from "~/content/content-messages.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { canonicalIn } from "~/platform/language";
import { requestLanguage } from "~/platform/language.server";
import { logger } from "~/platform/logger.server";
import { shopNameIn } from "~/shop/use-shop";
import { useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [{ title: `Blog | ${shopNameIn(matches)}` }];
  const { post } = data;
  const canonicalUrl = canonicalIn(data.canonicalUrl, location.search);
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
export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = requestLanguage(request);
  const slug = BlogSlug.safeParse(params.slug);
  if (!slug.success) throw redirect("/blog");
  let post: Awaited<ReturnType<typeof publishedBlogArticle>>;
  try {
    post = await publishedBlogArticle(db(), slug.data, language);
  } catch (error) {
    logger.error("Blog article failed to load", { slug: slug.data, error: String(error) });
    throw redirect("/blog");
  }
  if (!post) throw redirect("/blog");
  return {
    post,
    canonicalUrl: `${env().APP_URL}/blog/${encodeURIComponent(post.slug)}`,
    messages: contentMessages(language, ["blog."]),
  };
}

export default function BlogArticlePage() {
  const { post } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const words = {
    back: t("content:blog.back"),
    by: (name: string) => t("content:blog.by", { name }),
    related: t("content:blog.related"),
  };
  return <BlogArticleView post={post} words={words} />;
}
