import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink } from "~/admin/back-link";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { openedSnapshot, staleEditReply } from "~/admin/stale-edit";
import { SYNONYMS_PAGE, SynonymEditor, type SynonymReply } from "~/catalog/search-synonym-editor";
import { EditSynonymForm, SYNONYM_CONSTRAINT, synonymFormValues } from "~/catalog/search-synonym-form";
import { deleteSynonym, getSynonym, updateSynonym } from "~/catalog/search-synonyms-admin.server";
import {
  DELETE_SYNONYM,
  deleteSynonymQuestion,
  EDIT_SYNONYM_TITLE,
  kindInWords,
  SYNONYM_FIELD_LABELS,
  SYNONYM_NOT_DELETED,
  SYNONYM_NOT_FOUND,
  TRY_ON_SHOP,
} from "~/catalog/search-synonyms-messages";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta(EDIT_SYNONYM_TITLE);

export const handle: AdminHandle = { breadcrumb: EDIT_SYNONYM_TITLE };

/** One synonym's form; `?confirm=delete` asks before deleting it (the page without JavaScript). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "categories");
  const synonym = await getSynonym(db(), params.id ?? "");
  if (!synonym) throw data(SYNONYM_NOT_FOUND, { status: 404 });
  return {
    synonym,
    values: synonymFormValues(synonym),
    opened: openedSnapshot(synonymFormValues(synonym)),
    confirming: new URL(request.url).searchParams.get("confirm") === "delete",
    constraint: SYNONYM_CONSTRAINT,
  };
}

type EditReply = SynonymReply & { intent: "save" | "delete" | null };

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "categories");
  const id = params.id ?? "";
  const submission = await parseFormSubmission(request, EditSynonymForm);
  const intent =
    submission.payload.intent === "delete" ? "delete" : submission.payload.intent === "save" ? "save" : null;
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply() } satisfies EditReply, { status: 400 });
  }
  const actor = { id: user.id, email: user.email };
  const meta = { ipAddress: clientIp(request) };
  const form = submission.value;
  const outcome =
    form.intent === "delete"
      ? await deleteSynonym(db(), actor, id, form.updatedAt, meta)
      : await updateSynonym(db(), actor, id, form, meta);
  if (!outcome.ok && outcome.current && form.intent === "save") {
    // Someone saved since the form was opened: show it again merged, theirs where you changed nothing.
    const { result, stale } = staleEditReply(submission.reply({ formErrors: [outcome.message] }), submission.payload, {
      current: outcome.current,
      version: { field: "updatedAt", value: outcome.currentUpdatedAt ?? null },
      labels: SYNONYM_FIELD_LABELS,
    });
    return data({ intent, result, stale, currentUpdatedAt: outcome.currentUpdatedAt ?? null } satisfies EditReply, {
      status: 409,
    });
  }
  if (!outcome.ok) {
    const result = outcome.field
      ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } })
      : submission.reply({ formErrors: [outcome.message] });
    return data({ intent, result, clash: outcome.clash ?? null } satisfies EditReply, { status: outcome.status });
  }
  return redirectWithToast(request, SYNONYMS_PAGE, {
    title: outcome.title,
    description: outcome.description,
    variant: "success",
  });
}

function deleteConfirmation(synonym: { id: string; words: string; updatedAt: string }): Confirmation {
  return {
    title: DELETE_SYNONYM,
    message: deleteSynonymQuestion(synonym.words),
    confirmLabel: "Delete",
    action: `${SYNONYMS_PAGE}/${synonym.id}`,
    fields: { intent: "delete", updatedAt: synonym.updatedAt },
  };
}

export default function EditSearchSynonym() {
  const { synonym, values, opened, confirming, constraint } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as EditReply | undefined;
  const here = `${SYNONYMS_PAGE}/${synonym.id}`;
  if (confirming) return <ConfirmationPage confirmation={deleteConfirmation(synonym)} cancelHref={here} />;
  const deleteRefusal = reply?.intent === "delete" ? (reply.result.error?.[""] ?? []) : [];
  const saveReply = reply?.intent === "delete" ? undefined : reply;
  const version = saveReply?.currentUpdatedAt ?? synonym.updatedAt;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{EDIT_SYNONYM_TITLE}</h1>
        <p className="mt-1 text-sm text-stone-700">
          {kindInWords(synonym.kind, synonym.targets)} · Last changed {formatDateTime(synonym.updatedAt)}
          {synonym.updatedBy ? ` by ${synonym.updatedBy}` : ""} ·{" "}
          <a
            href={`/products?${new URLSearchParams({ search: synonym.firstWord })}`}
            target="_blank"
            rel="noreferrer"
            className="underline"
          >
            {TRY_ON_SHOP}
          </a>
        </p>
      </div>
      {deleteRefusal.length ? <Alert title={SYNONYM_NOT_DELETED}>{deleteRefusal.join(" ")}</Alert> : null}
      <SynonymEditor
        key={version}
        id={`synonym-${synonym.id}`}
        defaultValue={values}
        reply={saveReply}
        constraint={constraint}
        updatedAt={version}
        opened={opened}
        cancelHref={SYNONYMS_PAGE}
        submitLabel="Save"
      />
      <div className="border-t border-stone-200 pt-4">
        <ConfirmButton
          label={DELETE_SYNONYM}
          confirmation={deleteConfirmation(synonym)}
          confirmHref={`${here}?confirm=delete`}
        />
      </div>
      <p className="text-sm">
        <BackLink to={SYNONYMS_PAGE}>Back to the synonyms</BackLink>
      </p>
    </div>
  );
}
