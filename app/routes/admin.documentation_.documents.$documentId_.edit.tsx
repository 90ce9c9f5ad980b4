import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { openedSnapshot } from "~/admin/stale-edit";
import { DocumentEditor } from "~/documentation/document-editor";
import { documentFormValues, findStoredDocument } from "~/documentation/documents.server";
import { documentEditorAction } from "~/documentation/editor.server";
import { DOCUMENTATION_MESSAGES as M } from "~/documentation/messages";
import { db } from "~/platform/db.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  adminMeta(page ? `${M.editTitle}: ${page.document.title}` : M.editTitle);

export const handle: AdminHandle = { breadcrumb: M.editTitle };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "documentationEditing");
  const document = await findStoredDocument(db(), params.documentId ?? "");
  if (!document) throw new Response(M.documentationNotFound, { status: 404 });
  return { document, opened: openedSnapshot(documentFormValues(document)) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "documentationEditing");
  return documentEditorAction(request, user, params.documentId ?? "");
}

export default function EditDocument() {
  const { document, opened } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <DocumentEditor
      heading={`${M.editTitle}: ${document.title}`}
      creating={false}
      values={{
        title: document.title,
        slug: document.slug,
        category: document.category,
        content: document.content,
        isActive: document.is_active === 1,
        updatedAt: document.updated_at,
        opened,
      }}
      reply={reply}
      cancelHref={`/admin/documentation/documents/${document.id}`}
    />
  );
}
