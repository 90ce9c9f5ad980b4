import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { previewStoredPost } from "~/content/blog-admin.server";
import { BlogArticleView } from "~/content/blog-article";
import { POST_NOT_FOUND } from "~/content/messages";
import { db } from "~/platform/db.server";
import { Alert } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Blog Preview");

export const handle: AdminHandle = { breadcrumb: "Blog Preview" };

/** The saved post, drafts too, rendered by the public page's own component. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "blog");
  const post = await previewStoredPost(db(), params.id ?? "");
  if (!post) throw data(POST_NOT_FOUND, { status: 404 });
  return post;
}

export default function BlogPreview() {
  const { id, published, slug, article } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <Alert title={published ? "Preview of a published post" : "Preview of a draft"} tone="info">
        {published ? (
          <>
            Customers see this at <Link to={`/blog/${slug}`}>/blog/{slug}</Link>.
          </>
        ) : (
          "Customers cannot see this post until it is published."
        )}{" "}
        <Link to={`/admin/blogs/edit/${id}`}>Edit</Link>
      </Alert>
      <BlogArticleView post={article} />
    </div>
  );
}
