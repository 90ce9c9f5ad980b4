import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { BlogEditor } from "~/content/blog-editor";
import { blogEditorAction } from "~/content/blog-editor.server";

export const meta: MetaFunction = () => adminMeta("New Blog Post");

export const handle: AdminHandle = { breadcrumb: "New Blog Post" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "blog");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "blog");
  return blogEditorAction(request, user, null);
}

export default function NewBlogPost() {
  const reply = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">New Blog Post</h1>
      <BlogEditor action="/admin/blogs/new" values={null} updatedAt={null} reply={reply} />
    </div>
  );
}
