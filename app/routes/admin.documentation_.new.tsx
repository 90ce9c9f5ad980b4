import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { DocumentEditor } from "~/documentation/document-editor";
import { documentEditorAction } from "~/documentation/editor.server";
import { DOCUMENTATION_MESSAGES as M } from "~/documentation/messages";

export const meta: MetaFunction = () => adminMeta(M.createTitle);

export const handle: AdminHandle = { breadcrumb: M.createTitle };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "documentationEditing");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "documentationEditing");
  return documentEditorAction(request, user, null);
}

export default function NewDocument() {
  const reply = useActionData<typeof action>();
  return (
    <DocumentEditor
      heading={M.createTitle}
      creating
      values={{ title: "", slug: "", category: "technical", content: "", isActive: true, updatedAt: "", opened: "" }}
      reply={reply}
      cancelHref="/admin/documentation?tab=documents"
    />
  );
}
