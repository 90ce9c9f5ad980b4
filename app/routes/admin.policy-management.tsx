import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink } from "~/admin/back-link";
import { DataList, listButtonClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { openedSnapshot, type StaleEditReport, staleEditReply } from "~/admin/stale-edit";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import { contentActor } from "~/content/blog-admin-actor.server";
import {
  FAILED_TO_CREATE_POLICY,
  FAILED_TO_UPDATE_POLICY,
  FAILED_TO_UPDATE_POLICY_STATUS,
  POLICY_CATEGORIES,
  POLICY_FIELD_LABELS,
  POLICY_INACTIVE_MESSAGE,
  POLICY_INACTIVE_TITLE,
  POLICY_NOT_FOUND_ADMIN,
  POLICY_UPDATED,
  POLICY_UPLOADED,
  policyStatusChanged,
} from "~/content/messages";
import {
  listAdminPolicies,
  PolicyForm,
  policyForEditing,
  savePolicy,
  setPolicyActive,
} from "~/content/policies-admin.server";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";

export const meta: MetaFunction = () => adminMeta("Policy Management");

export const handle: AdminHandle = { breadcrumb: "Policy Management" };

const PAGE = "/admin/policy-management";

const ListQuery = z.object({
  edit: z.string().max(100).optional().catch(undefined),
  new: z.string().optional().catch(undefined),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "policies");
  const query = ListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const policies = await listAdminPolicies(db());
  const editing = query.edit ? await policyForEditing(db(), query.edit) : null;
  if (query.edit && !editing) throw data(POLICY_NOT_FOUND_ADMIN, { status: 404 });
  const opened = editing
    ? openedSnapshot({ title: editing.title, category: editing.category, content: editing.content })
    : null;
  return { policies, editing, opened, creating: !editing && query.new !== undefined, categories: POLICY_CATEGORIES };
}

const StatusForm = z.object({
  intent: z.enum(["activate", "deactivate"]),
  policyId: z.string().min(1).max(100),
});

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "policies");
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  const options = { ipAddress: clientIp(request) };
  const actor = contentActor(user);
  if (url.searchParams.has("status")) {
    const submission = await parseFormSubmission(request, StatusForm);
    if (submission.status !== "success") {
      return data(
        { kind: "status" as const, title: FAILED_TO_UPDATE_POLICY_STATUS, message: "Unknown action." },
        { status: 400 },
      );
    }
    const active = submission.value.intent === "activate";
    const done = await setPolicyActive(db(), actor, submission.value.policyId, active, options);
    if (!done) {
      return data(
        { kind: "status" as const, title: FAILED_TO_UPDATE_POLICY_STATUS, message: POLICY_NOT_FOUND_ADMIN },
        { status: 404 },
      );
    }
    return redirectWithToast(request, PAGE, { title: policyStatusChanged(active), variant: "success" });
  }
  const submission = await parseFormSubmission(request, PolicyForm);
  const failure = editId ? FAILED_TO_UPDATE_POLICY : FAILED_TO_CREATE_POLICY;
  if (submission.status !== "success") {
    return data(
      {
        kind: "form" as const,
        title: failure,
        message: null,
        result: submission.reply(),
        currentUpdatedAt: null,
        stale: null as StaleEditReport | null,
      },
      { status: 400 },
    );
  }
  const outcome = await savePolicy(db(), actor, editId, submission.value, options);
  if (!outcome.ok) {
    // A stale save is shown again merged: their saved values where you changed nothing.
    const { result, stale } = outcome.current
      ? staleEditReply(submission.reply({ formErrors: [outcome.message] }), submission.payload, {
          current: outcome.current,
          version: { field: "updatedAt", value: outcome.currentUpdatedAt ?? null },
          labels: POLICY_FIELD_LABELS,
        })
      : { result: submission.reply({ formErrors: [outcome.message] }), stale: null };
    return data(
      {
        kind: "form" as const,
        title: failure,
        message: outcome.message,
        result,
        currentUpdatedAt: outcome.currentUpdatedAt ?? null,
        stale,
      },
      { status: outcome.status },
    );
  }
  return redirectWithToast(request, PAGE, {
    title: outcome.created ? POLICY_UPLOADED : POLICY_UPDATED,
    description: `Version ${outcome.version}.`,
    variant: "success",
  });
}

type PolicyFields = { title: string; category: string; content: string; changeNotes: string };

/** Create or update: a page of this screen (?new or ?edit=id), so it works without JavaScript. */
function PolicyEditor() {
  const { editing, opened, categories } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const reply = actionData?.kind === "form" ? actionData : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && isSendingForm(navigation);
  const [form, fields] = useForm<PolicyFields>({
    id: editing ? `policy-${editing.id}` : "policy-new",
    lastResult: reply?.result,
    defaultValue: editing
      ? { title: editing.title, category: editing.category, content: editing.content, changeNotes: "" }
      : { category: "Other" },
    shouldRevalidate: "onBlur",
  });
  return (
    <section aria-labelledby="policy-editor" className="rounded-lg border-2 border-brand-600 bg-white p-4">
      <h2 id="policy-editor" className="text-lg font-semibold">
        {editing ? `Update ${editing.title} (now version ${editing.version})` : "Upload New Policy"}
      </h2>
      <Form
        method="post"
        action={editing ? `${PAGE}?edit=${editing.id}` : `${PAGE}?new`}
        {...getFormProps(form)}
        className="mt-3 space-y-3"
      >
        {reply?.message ? <Alert title={reply.title}>{reply.message}</Alert> : null}
        <StaleEditNotes notes={reply?.stale} />
        {editing ? <input type="hidden" name="updatedAt" value={reply?.currentUpdatedAt ?? editing.updatedAt} /> : null}
        {opened ? <OpenedValues snapshot={reply?.stale?.opened ?? opened} /> : null}
        <TextField field={fields.title} label="Title" required />
        <Field id={fields.category.id} label="Category" errors={fields.category.errors}>
          <select {...getSelectProps(fields.category)} className={inputClass} key={fields.category.key}>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fields.content.id}
          label="Content"
          errors={fields.content.errors}
          hint="Plain text; lines starting with #, ## or ### become headings."
        >
          <textarea
            {...getTextareaProps(fields.content)}
            className={`${inputClass} min-h-[300px]`}
            rows={14}
            key={fields.content.key}
          />
        </Field>
        {editing ? (
          <Field
            id={fields.changeNotes.id}
            label="Change notes"
            errors={fields.changeNotes.errors}
            hint="Optional: what changed in this version."
          >
            <textarea
              {...getTextareaProps(fields.changeNotes)}
              rows={2}
              className={inputClass}
              key={fields.changeNotes.key}
            />
          </Field>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            {editing ? "Save as a new version" : "Upload Policy"}
          </button>
          <Link to={PAGE} className={`${secondaryButtonClass} no-underline`}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

export default function PolicyManagement() {
  const { policies, editing, creating } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-sm">
            <BackLink to="/admin">Back to Admin</BackLink>
          </p>
          <h1 className="text-2xl font-bold">Policy Management</h1>
        </div>
        <Link to={`${PAGE}?new`} className={`${primaryButtonClass} no-underline`}>
          Upload New Policy
        </Link>
      </div>
      {actionData?.kind === "status" ? <Alert title={actionData.title}>{actionData.message}</Alert> : null}
      {editing || creating ? <PolicyEditor key={editing?.updatedAt ?? "new"} /> : null}
      <DataList
        label="Policies"
        rows={policies}
        rowKey={(policy) => policy.id}
        empty="No policies yet."
        rowProps={() => ({ "data-testid": "policy-row" })}
        columns={[
          { header: "Title", card: "title", cell: (policy) => policy.title },
          { header: "Category", cell: (policy) => policy.category },
          { header: "Version", cell: (policy) => policy.version },
          { header: "Status", cell: (policy) => (policy.isActive ? "Active" : "Inactive") },
          { header: "Uploaded By", cell: (policy) => policy.uploadedByName ?? "Unknown" },
          { header: "Last Updated", nowrap: true, cell: (policy) => formatDate(policy.updatedAt) },
          {
            header: "Actions",
            card: "actions",
            cell: (policy) => (
              <>
                {policy.isActive ? (
                  <Link
                    to={`/policy/${policy.slug}`}
                    target="_blank"
                    className={listButtonClass}
                    aria-label={`View ${policy.title}`}
                  >
                    View
                  </Link>
                ) : (
                  <button type="button" disabled title={POLICY_INACTIVE_MESSAGE} className={listButtonClass}>
                    {POLICY_INACTIVE_TITLE}
                  </button>
                )}
                <Link to={`${PAGE}?edit=${policy.id}`} className={listButtonClass} aria-label={`Edit ${policy.title}`}>
                  Edit
                </Link>
                <Link
                  to={`${PAGE}/${policy.id}`}
                  className={listButtonClass}
                  aria-label={`Versions of ${policy.title}`}
                >
                  Versions
                </Link>
                <Form method="post" action={`${PAGE}?status`}>
                  <input type="hidden" name="policyId" value={policy.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={policy.isActive ? "deactivate" : "activate"}
                    className={listButtonClass}
                    aria-label={`${policy.isActive ? "Deactivate" : "Activate"} ${policy.title}`}
                  >
                    {policy.isActive ? "Deactivate" : "Activate"}
                  </button>
                </Form>
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
