import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink, ownLineLinkClass } from "~/admin/back-link";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { type AdminPostRow, loadBlogDashboard } from "~/content/blog-admin.server";
import { NO_BLOG_POSTS } from "~/content/messages";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";
import { primaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Blog Dashboard");

export const handle: AdminHandle = { breadcrumb: "Blog Dashboard" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "blog");
  return loadBlogDashboard(db());
}

function PostLinks({ posts }: { posts: AdminPostRow[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={`/admin/blogs/edit/${post.id}`} className={ownLineLinkClass}>
            {post.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function BlogDashboard() {
  const { counts, latest, todo } = useLoaderData<typeof loader>();
  const todoCount = todo.drafts.length + todo.noExcerpt.length + todo.noSeoDescription.length;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-sm">
            <BackLink to="/admin/blog-management">Blog Management</BackLink>
          </p>
          <h1 className="text-2xl font-bold">Blog Dashboard</h1>
        </div>
        <Link to="/admin/blogs/new" className={`${primaryButtonClass} no-underline`}>
          Create New Post
        </Link>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ["Published", counts.published],
          ["Drafts", counts.drafts],
          ["Total", counts.total],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-stone-200 p-2">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="latest-posts" className="space-y-2">
        <h2 id="latest-posts" className="text-lg font-semibold">
          Latest posts
        </h2>
        {latest.length === 0 ? (
          <p>{NO_BLOG_POSTS}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {latest.map((post) => (
              <li key={post.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <Link to={`/admin/blogs/edit/${post.id}`} className={ownLineLinkClass}>
                  {post.title}
                </Link>
                <span className="text-stone-600">
                  {post.published ? "Published" : "Draft"} · {formatDate(post.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="needs-doing" className="space-y-3">
        <h2 id="needs-doing" className="text-lg font-semibold">
          Needs doing
        </h2>
        {todoCount === 0 ? <p>Nothing: every post is published with an excerpt and an SEO description.</p> : null}
        {todo.drafts.length > 0 ? (
          <div>
            <h3 className="font-semibold">Drafts waiting to be published ({todo.drafts.length})</h3>
            <PostLinks posts={todo.drafts} />
          </div>
        ) : null}
        {todo.noExcerpt.length > 0 ? (
          <div>
            <h3 className="font-semibold">Published without an excerpt ({todo.noExcerpt.length})</h3>
            <PostLinks posts={todo.noExcerpt} />
          </div>
        ) : null}
        {todo.noSeoDescription.length > 0 ? (
          <div>
            <h3 className="font-semibold">Published without an SEO description ({todo.noSeoDescription.length})</h3>
            <PostLinks posts={todo.noSeoDescription} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
