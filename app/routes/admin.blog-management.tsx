import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink, ownLineLinkClass } from "~/admin/back-link";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { type DataColumn, DataList, listButtonClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { type AdminPostRow, deleteBlogPost, listAdminPosts, setPostPublished } from "~/content/blog-admin.server";
import { contentActor } from "~/content/blog-admin-actor.server";
import {
  FAILED_TO_DELETE_POST,
  FAILED_TO_UPDATE_POST,
  NO_BLOG_POSTS,
  NO_EXCERPT,
  POST_DELETED,
  POST_NOT_FOUND,
  POST_PUBLISHED,
  POST_UNPUBLISHED,
} from "~/content/messages";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, primaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Blog Management");

export const handle: AdminHandle = { breadcrumb: "Blog Management" };

const PAGE = "/admin/blog-management";

const ListQuery = z.object({ confirm: z.string().max(100).optional().catch(undefined) });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "blog");
  const query = ListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const posts = await listAdminPosts(db());
  return { posts, confirming: query.confirm ? (posts.find((post) => post.id === query.confirm) ?? null) : null };
}

const PostAction = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  postId: z.string().min(1).max(100),
});

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "blog");
  const submission = await parseFormSubmission(request, PostAction);
  if (submission.status !== "success") {
    return data({ title: "Error", message: FAILED_TO_UPDATE_POST }, { status: 400 });
  }
  const { intent, postId } = submission.value;
  const actor = contentActor(user);
  const options = { ipAddress: clientIp(request) };
  const done =
    intent === "delete"
      ? await deleteBlogPost(db(), actor, postId, options)
      : await setPostPublished(db(), actor, postId, intent === "publish", options);
  if (!done) {
    return data(
      { title: intent === "delete" ? FAILED_TO_DELETE_POST : FAILED_TO_UPDATE_POST, message: POST_NOT_FOUND },
      { status: 404 },
    );
  }
  const title = intent === "delete" ? POST_DELETED : intent === "publish" ? POST_PUBLISHED : POST_UNPUBLISHED;
  return redirectWithToast(request, PAGE, { title, variant: "success" });
}

function deleteConfirmation(post: AdminPostRow): Confirmation {
  return {
    title: "Delete blog post",
    message: `Delete '${post.title}'? ${post.published ? "It disappears from the blog at once. " : ""}This cannot be undone.`,
    confirmLabel: "Delete",
    action: PAGE,
    fields: { intent: "delete", postId: post.id },
  };
}

const POST_COLUMNS: DataColumn<AdminPostRow>[] = [
  {
    header: "Title",
    card: "title",
    cell: (post) => (
      <>
        {post.title}
        <span className={`block text-sm font-normal ${post.excerpt ? "" : "italic text-stone-600"}`}>
          {post.excerpt ?? NO_EXCERPT}
        </span>
        {post.tags.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1 font-normal" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded bg-stone-100 px-2 py-0.5 text-xs">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </>
    ),
  },
  {
    header: "Status",
    cell: (post) => (
      <span
        className={`rounded px-2 py-0.5 text-xs font-semibold ${post.published ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-800"}`}
      >
        {post.published ? "Published" : "Draft"}
      </span>
    ),
  },
  { header: "Category", cell: (post) => post.category ?? "None" },
  { header: "Author", cell: (post) => post.authorName ?? "Unknown" },
  { header: "Created", nowrap: true, cell: (post) => formatDate(post.createdAt) },
  {
    header: "Published",
    nowrap: true,
    cell: (post) => (post.publishedAt ? formatDate(post.publishedAt) : "Not yet"),
  },
  { header: "Read time", nowrap: true, cell: (post) => `${post.readTimeMinutes} min` },
  {
    header: "Actions",
    card: "actions",
    hiddenHeader: true,
    cell: (post) => (
      <>
        <Link
          to={`/admin/blogs/edit/${post.id}`}
          target="_blank"
          className={listButtonClass}
          aria-label={`Edit ${post.title}`}
        >
          Edit
        </Link>
        <Link
          to={`/admin/blogs/preview/${post.id}`}
          target="_blank"
          className={listButtonClass}
          aria-label={`Preview ${post.title}`}
        >
          Preview
        </Link>
        <Form method="post" action={PAGE}>
          <input type="hidden" name="postId" value={post.id} />
          <button
            type="submit"
            name="intent"
            value={post.published ? "unpublish" : "publish"}
            className={listButtonClass}
            aria-label={`${post.published ? "Unpublish" : "Publish"} ${post.title}`}
          >
            {post.published ? "Unpublish" : "Publish"}
          </button>
        </Form>
        <ConfirmButton
          label="Delete"
          confirmation={deleteConfirmation(post)}
          confirmHref={`${PAGE}?confirm=${post.id}`}
        />
      </>
    ),
  },
];

export default function BlogManagement() {
  const { posts, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (confirming) return <ConfirmationPage confirmation={deleteConfirmation(confirming)} cancelHref={PAGE} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-sm">
            <BackLink to="/admin">Back to Admin</BackLink> ·{" "}
            <Link to="/admin/blog-dashboard" className={ownLineLinkClass}>
              Blog dashboard
            </Link>
          </p>
          <h1 className="text-2xl font-bold">Blog Management</h1>
        </div>
        <Link to="/admin/blogs/new" className={`${primaryButtonClass} no-underline`}>
          Create New Post
        </Link>
      </div>
      {actionData ? <Alert title={actionData.title}>{actionData.message}</Alert> : null}
      <DataList
        label="Posts"
        rows={posts}
        rowKey={(post) => post.id}
        columns={POST_COLUMNS}
        empty={NO_BLOG_POSTS}
        rowProps={() => ({ "data-testid": "blog-post" })}
      />
    </div>
  );
}
