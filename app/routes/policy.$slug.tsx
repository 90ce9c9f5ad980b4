import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { contentMessages } from "~/content/content-messages.server";
import { PolicySlug, policyBySlug } from "~/content/policies.server";
import { policyCategoryName } from "~/content/policy-category-name";
import { PolicyContent } from "~/content/policy-content";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { shopNameIn } from "~/shop/use-shop";
import { useErrorWords } from "~/ui/error-words";
import { type Translate, translateIn, useTranslation } from "~/ui/translation";

type PolicyProblem = "not-found" | "inactive" | "failed";

/** An error page's words, in the request's language: they travel with the thrown data (the page has no other). */
type ProblemWords = { title: string; message: string | null; back: string };

const PROBLEM_TITLES: Record<PolicyProblem, string> = {
  "not-found": "content:policy.notFound",
  inactive: "content:policy.inactiveTitle",
  failed: "content:policy.loadFailed",
};

function problemWords(t: Translate, problem: PolicyProblem): ProblemWords {
  const message =
    problem === "inactive"
      ? t("content:policy.inactiveMessage")
      : problem === "failed"
        ? t("content:policy.tryAgain")
        : null;
  return { title: t(PROBLEM_TITLES[problem]), message, back: t("content:policy.back") };
}

/** The words the loader threw with the problem, if any. */
function thrownWords(error: unknown): ProblemWords | null {
  if (!isRouteErrorResponse(error)) return null;
  const words = (error.data as { words?: ProblemWords } | null)?.words;
  return words && typeof words.title === "string" ? words : null;
}

/** What the error page shows; the thrown data names the problem, never the policy's text. */
function policyProblem(error: unknown): PolicyProblem {
  if (isRouteErrorResponse(error)) {
    const problem = (error.data as { problem?: unknown } | null)?.problem;
    if (problem === "not-found" || problem === "inactive") return problem;
    if (error.status === 404) return "not-found";
  }
  return "failed";
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error, matches }) => {
  if (!loaded) {
    return [
      {
        title: `${thrownWords(error)?.title ?? translateIn(matches, PROBLEM_TITLES[policyProblem(error)])} | ${shopNameIn(matches)}`,
      },
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    { title: `${loaded.policy.title} | ${shopNameIn(matches)}` },
    {
      name: "description",
      content: translateIn(matches, "content:policy.description", {
        title: loaded.policy.title,
        category: policyCategoryName((id) => translateIn(matches, id), loaded.policy.category),
        shop: shopNameIn(matches),
      }),
    },
  ];
};

/**
 * Only an active policy is public. An inactive one answers 404 like an unknown one (see
 * docs/decisions/0011-inactive-policy-status.md) but says why; its text is never sent.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { language, t } = requestTranslator(request, ["content"]);
  const problem = (which: PolicyProblem, status: number) =>
    data({ problem: which, words: problemWords(t, which) }, { status });
  const slug = PolicySlug.safeParse(params.slug);
  if (!slug.success) throw problem("not-found", 404);
  let policy: Awaited<ReturnType<typeof policyBySlug>>;
  try {
    policy = await policyBySlug(db(), slug.data, language);
  } catch (error) {
    logger.error("Policy failed to load", { slug: slug.data, error: String(error) });
    throw problem("failed", 500);
  }
  if (!policy) throw problem("not-found", 404);
  if (!policy.isActive) throw problem("inactive", 404);
  return { policy, messages: contentMessages(language, ["policy.", "policies."]) };
}

function Breadcrumb({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("content:policy.breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap gap-1 text-stone-600">
        <li>
          <Link to="/">{t("content:policy.home")}</Link> <span aria-hidden="true">›</span>
        </li>
        <li>
          <Link to="/policies">{t("content:policies.title")}</Link> <span aria-hidden="true">›</span>
        </li>
        <li aria-current="page" className="text-stone-800">
          {title}
        </li>
      </ol>
    </nav>
  );
}

export default function PolicyPage() {
  const { policy } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumb title={policy.title} />
      <div className="mt-4 rounded-lg bg-white p-4 sm:p-8">
        <header>
          <h1 className="text-3xl font-bold leading-tight">{policy.title}</h1>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
            <div>
              <dt className="inline font-medium">{`${t("content:policies.category")}: `}</dt>
              <dd className="inline">{policyCategoryName(t, policy.category)}</dd>
            </div>
            {policy.uploadedByName ? (
              <div>
                <dt className="inline font-medium">{`${t("content:policies.uploadedBy")}: `}</dt>
                <dd className="inline">{policy.uploadedByName}</dd>
              </div>
            ) : null}
            <div>
              <dt className="inline font-medium">{`${t("content:policies.lastUpdated")}: `}</dt>
              <dd className="inline">{policy.updatedOn}</dd>
            </div>
            <div>
              <dt className="inline font-medium">{`${t("content:policies.version")}: `}</dt>
              <dd className="inline">{policy.version}</dd>
            </div>
          </dl>
        </header>
        <div className="mt-6 border-t border-stone-200 pt-4">
          <PolicyContent content={policy.content} title={policy.title} />
        </div>
      </div>
      <p className="mt-4">
        <Link to="/policies" className="font-semibold">
          {t("content:policy.back")}
        </Link>
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useErrorWords();
  // The loader's own words; an error it did not throw (a render's) gets them from the request.
  const words = thrownWords(error) ?? problemWords(t, policyProblem(error));
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold">{words.title}</h1>
      {words.message ? <p className="mt-2 text-stone-700">{words.message}</p> : null}
      <p className="mt-6">
        <Link to="/policies" className="font-semibold">
          {words.back}
        </Link>
      </p>
    </div>
  );
}
