import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { contentMessages } from "~/content/content-messages.server";
import { activePolicyList, PolicyListQuery } from "~/content/policies.server";
import { policyCategoryName } from "~/content/policy-category-name";
import { db } from "~/platform/db.server";
import { requestLanguage } from "~/platform/language.server";
import { shopNameIn } from "~/shop/use-shop";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: `${
      data?.category && data.categories.includes(data.category)
        ? `${policyCategoryName((id) => translateIn(matches, id), data.category)} | `
        : ""
    }${translateIn(matches, "content:policies.title")} | ${shopNameIn(matches)}`,
  },
  {
    name: "description",
    content: translateIn(matches, "content:policies.description", { shop: shopNameIn(matches) }),
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const language = requestLanguage(request);
  const messages = contentMessages(language, ["policies."]);
  const query = PolicyListQuery.safeParse({ category: new URL(request.url).searchParams.get("category") });
  if (!query.success) {
    // An over-long or blank filter names no category: show the chips and no policies, not an error.
    const { categories } = await activePolicyList(db(), null, language);
    return { categories, policies: [], category: "", messages };
  }
  const category = query.data.category;
  const list = await activePolicyList(db(), category, language);
  return { ...list, category, messages };
}

const chipClass =
  "inline-block rounded-full border px-3 py-1 text-sm font-medium no-underline hover:no-underline aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";

export default function PoliciesPage() {
  const { categories, policies, category } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-3xl font-bold">{t("content:policies.title")}</h1>
      <p className="mt-1 text-stone-700">{t("content:policies.intro")}</p>
      <nav aria-label={t("content:policies.categories")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/policies"
              prefetch="none"
              aria-current={category === null ? "page" : undefined}
              className={`${chipClass} border-stone-300 bg-white text-stone-800`}
            >
              {t("content:policies.all")}
            </Link>
          </li>
          {categories.map((name) => (
            <li key={name}>
              <Link
                to={`/policies?category=${encodeURIComponent(name)}`}
                prefetch="none"
                aria-current={category === name ? "page" : undefined}
                className={`${chipClass} border-stone-300 bg-white text-stone-800`}
              >
                {policyCategoryName(t, name)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {policies.length === 0 ? (
        <div className="mt-6 rounded-lg bg-white px-4 py-10 text-center">
          <p className="font-semibold">
            {category === null ? t("content:policies.noneYet") : t("content:policies.noneInCategory")}
          </p>
          {category === null ? null : (
            <p className="mt-2">
              <Link to="/policies">{t("content:policies.showAll")}</Link>
            </p>
          )}
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {policies.map((policy) => (
            <li key={policy.slug}>
              <article className="flex h-full flex-col rounded-lg border border-stone-200 bg-white p-4">
                <h2 className="text-lg font-bold">{policy.title}</h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-700">
                  <dt className="font-medium">{t("content:policies.category")}</dt>
                  <dd>{policyCategoryName(t, policy.category)}</dd>
                  <dt className="font-medium">{t("content:policies.version")}</dt>
                  <dd>{policy.version}</dd>
                  {policy.uploadedByName ? (
                    <>
                      <dt className="font-medium">{t("content:policies.uploadedBy")}</dt>
                      <dd>{policy.uploadedByName}</dd>
                    </>
                  ) : null}
                  <dt className="font-medium">{t("content:policies.updated")}</dt>
                  <dd>{policy.updatedOn}</dd>
                </dl>
                <p className="mt-auto pt-3">
                  <Link to={`/policy/${policy.slug}`} prefetch="none" className="font-semibold">
                    {t("content:policies.read")}
                    <span className="sr-only">: {policy.title}</span>
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
