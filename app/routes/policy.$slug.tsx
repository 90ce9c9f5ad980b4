import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import {
  BACK_TO_POLICIES,
  POLICY_INACTIVE_MESSAGE,
  POLICY_INACTIVE_TITLE,
  POLICY_LOAD_FAILED,
  POLICY_NOT_FOUND,
} from "~/content/messages";
import { PolicySlug, policyBySlug } from "~/content/policies.server";
import { PolicyContent } from "~/content/policy-content";
import { db } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { shopNameIn } from "~/shop/use-shop";

type PolicyProblem = "not-found" | "inactive" | "failed";

/** What the error page shows; the thrown data names the problem, never the policy's text. */
function policyProblem(error: unknown): PolicyProblem {
  if (isRouteErrorResponse(error)) {
    const problem = (error.data as { problem?: unknown } | null)?.problem;
    if (problem === "not-found" || problem === "inactive") return problem;
    if (error.status === 404) return "not-found";
  }
  return "failed";
}

const PROBLEM_TITLES: Record<PolicyProblem, string> = {
  "not-found": POLICY_NOT_FOUND,
  inactive: POLICY_INACTIVE_TITLE,
  failed: POLICY_LOAD_FAILED,
};

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error, matches }) => {
  if (!loaded) {
    return [
      { title: `${PROBLEM_TITLES[policyProblem(error)]} | ${shopNameIn(matches)}` },
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    { title: `${loaded.policy.title} | ${shopNameIn(matches)}` },
    { name: "description", content: `${loaded.policy.title} (${loaded.policy.category}) of ${shopNameIn(matches)}.` },
  ];
};

/**
 * Only an active policy is public. An inactive one answers 404 like an unknown one (see
 * docs/decisions/0011-inactive-policy-status.md) but says why; its text is never sent.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = PolicySlug.safeParse(params.slug);
  if (!slug.success) throw data({ problem: "not-found" satisfies PolicyProblem }, { status: 404 });
  let policy: Awaited<ReturnType<typeof policyBySlug>>;
  try {
    policy = await policyBySlug(db(), slug.data);
  } catch (error) {
    logger.error("Policy failed to load", { slug: slug.data, error: String(error) });
    throw data({ problem: "failed" satisfies PolicyProblem }, { status: 500 });
  }
  if (!policy) throw data({ problem: "not-found" satisfies PolicyProblem }, { status: 404 });
  if (!policy.isActive) throw data({ problem: "inactive" satisfies PolicyProblem }, { status: 404 });
  return { policy };
}

function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap gap-1 text-stone-600">
        <li>
          <Link to="/">Home</Link> <span aria-hidden="true">›</span>
        </li>
        <li>
          <Link to="/policies">Policies</Link> <span aria-hidden="true">›</span>
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
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumb title={policy.title} />
      <div className="mt-4 rounded-lg bg-white p-4 sm:p-8">
        <header>
          <h1 className="text-3xl font-bold leading-tight">{policy.title}</h1>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
            <div>
              <dt className="inline font-medium">Category: </dt>
              <dd className="inline">{policy.category}</dd>
            </div>
            {policy.uploadedByName ? (
              <div>
                <dt className="inline font-medium">Uploaded by: </dt>
                <dd className="inline">{policy.uploadedByName}</dd>
              </div>
            ) : null}
            <div>
              <dt className="inline font-medium">Last updated: </dt>
              <dd className="inline">{policy.updatedOn}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Version: </dt>
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
          {BACK_TO_POLICIES}
        </Link>
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  const problem = policyProblem(useRouteError());
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold">{PROBLEM_TITLES[problem]}</h1>
      {problem === "inactive" ? <p className="mt-2 text-stone-700">{POLICY_INACTIVE_MESSAGE}</p> : null}
      {problem === "failed" ? (
        <p className="mt-2 text-stone-700">Please try again in a minute, or phone the store.</p>
      ) : null}
      <p className="mt-6">
        <Link to="/policies" className="font-semibold">
          {BACK_TO_POLICIES}
        </Link>
      </p>
    </div>
  );
}
