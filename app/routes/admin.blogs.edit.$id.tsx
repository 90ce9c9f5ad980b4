import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { loadPostForEditing } from "~/content/blog-admin.server";
import { BlogEditor } from "~/content/blog-editor";
import { blogEditorAction } from "~/content/blog-editor.server";
import { POST_NOT_FOUND } from "~/content/messages";
import { db } from "~/platform/db.server";

export const meta: MetaFunction = () => adminMeta("Edit Blog Post");

export const handle: AdminHandle = { breadcrumb: "Edit Blog Post" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "blog");
  const post = await loadPostForEditing(db(), params.id ?? "");
  if (!post) throw data(POST_NOT_FOUND, { status: 404 });
  return post;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "blog");
  return blogEditorAction(request, user, params.id ?? "");
}

export default function EditBlogPost() {
  const post = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Edit Blog Post</h1>
        <p className="text-sm text-stone-700">
          {post.published ? "Published" : "Draft"} ·{" "}
          <Link to={`/admin/blogs/preview/${post.id}`}>Preview the saved post</Link>
          {post.publishedSlug ? (
            <>
              {" "}
              · <Link to={`/blog/${post.publishedSlug}`}>View on the blog</Link>
            </>
          ) : null}
        </p>
      </div>
      <BlogEditor
        key={post.updatedAt}
        action={`/admin/blogs/edit/${post.id}`}
        values={post.values}
        updatedAt={post.updatedAt}
        opened={post.opened}
        reply={reply}
      />
    </div>
  );
}
