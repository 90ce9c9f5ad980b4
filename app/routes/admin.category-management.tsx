import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import type { StaleNotes } from "~/admin/messages";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { openedSnapshot, type StaleEditReport, staleEditReply } from "~/admin/stale-edit";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import {
  type AdminCategory,
  type AdminSubcategory,
  changeCategories,
  loadCategoryTree,
} from "~/catalog/category-admin.server";
import { CategoryForm, type CategoryIntent } from "~/catalog/category-admin-form.server";
import {
  AFRIKAANS_NAME_HINT,
  AFRIKAANS_NAME_LABEL,
  FAILED_TO_CREATE_CATEGORY,
  FAILED_TO_CREATE_SUBCATEGORY,
  FAILED_TO_UPDATE_CATEGORY,
  FAILED_TO_UPDATE_SUBCATEGORY,
} from "~/catalog/category-admin-messages";
import { CATEGORY_FIELD_LABELS, categoryFormValues } from "~/catalog/category-fields";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Category Management");

export const handle: AdminHandle = { breadcrumb: "Category Management" };

const PAGE = "/admin/category-management";

/** `?edit=category:{id}` or `?edit=subcategory:{id}`: the row shown as a form (one at a time). */
function parseTarget(value: string | null): { kind: "category" | "subcategory"; id: string } | null {
  const match = /^(category|subcategory):([\w-]{1,100})$/.exec(value ?? "");
  return match ? { kind: match[1] as "category" | "subcategory", id: match[2] as string } : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "categories");
  const url = new URL(request.url);
  const tree = await loadCategoryTree(db());
  const editing = parseTarget(url.searchParams.get("edit"));
  const deleting = parseTarget(url.searchParams.get("confirm"));
  const find = (target: { kind: string; id: string } | null) =>
    target
      ? target.kind === "category"
        ? tree.find((category) => category.id === target.id)
        : tree.flatMap((category) => category.subcategories).find((subcategory) => subcategory.id === target.id)
      : undefined;
  const confirmRecord = find(deleting);
  const editRecord = find(editing);
  return {
    tree,
    editing: editRecord ? editing : null,
    /** What the row being edited was opened with, for the merge of a refused stale save. */
    opened: editRecord ? openedSnapshot(categoryFormValues(editRecord)) : null,
    confirming: deleting && confirmRecord ? { ...deleting, name: confirmRecord.name } : null,
    constraint: getZodConstraint(CategoryForm),
  };
}

const FAILURE_TITLES: Partial<Record<CategoryIntent, string>> = {
  "create-category": FAILED_TO_CREATE_CATEGORY,
  "create-subcategory": FAILED_TO_CREATE_SUBCATEGORY,
  "update-category": FAILED_TO_UPDATE_CATEGORY,
  "update-subcategory": FAILED_TO_UPDATE_SUBCATEGORY,
};

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "categories");
  const submission = await parseFormSubmission(request, CategoryForm);
  const intent = submission.payload.intent;
  const id = submission.payload.id;
  const which = {
    intent: typeof intent === "string" ? (intent as CategoryIntent) : null,
    id: typeof id === "string" ? id : null,
  };
  if (submission.status !== "success") {
    return data(
      {
        ...which,
        result: submission.reply(),
        currentUpdatedAt: null as string | null,
        stale: null as StaleEditReport | null,
      },
      { status: 400 },
    );
  }
  const outcome = await changeCategories(db(), { id: user.id, email: user.email }, submission.value, {
    ipAddress: clientIp(request),
  });
  if (!outcome.ok && outcome.current) {
    // Someone saved since the row was opened: show it again merged, theirs where you changed nothing.
    const { result, stale } = staleEditReply(submission.reply({ formErrors: [outcome.message] }), submission.payload, {
      current: outcome.current,
      version: { field: "updatedAt", value: outcome.currentUpdatedAt ?? null },
      labels: CATEGORY_FIELD_LABELS,
    });
    return data({ ...which, result, currentUpdatedAt: outcome.currentUpdatedAt ?? null, stale }, { status: 409 });
  }
  if (!outcome.ok) {
    const result = outcome.field
      ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } })
      : submission.reply({ formErrors: [outcome.message] });
    return data(
      { ...which, result, currentUpdatedAt: outcome.currentUpdatedAt ?? null, stale: null },
      { status: outcome.status },
    );
  }
  return redirectWithToast(request, PAGE, {
    title: outcome.title,
    description: outcome.description,
    variant: "success",
  });
}

type ActionData = {
  intent: CategoryIntent | null;
  id: string | null;
  result: SubmissionResult<string[]>;
  currentUpdatedAt: string | null;
  stale: (StaleNotes & { opened: string }) | null;
};

/** The action's answer when it was about this form (the page holds several). */
function useReplyFor(intent: CategoryIntent, id?: string): ActionData | undefined {
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  if (!actionData || actionData.intent !== intent) return undefined;
  if (id !== undefined && actionData.id !== id) return undefined;
  return actionData;
}

function FailureAlert({ intent, reply }: { intent: CategoryIntent; reply: ActionData | undefined }) {
  const errors = reply?.result.error?.[""] ?? null;
  const fieldErrors = Object.entries(reply?.result.error ?? {}).filter(([key, value]) => key !== "" && value?.length);
  if (!reply || (!errors?.length && fieldErrors.length === 0)) return null;
  return (
    <Alert title={FAILURE_TITLES[intent] ?? "Please check the form"}>
      {errors?.length ? errors.join(" ") : "The values to correct are marked below."}
    </Alert>
  );
}

function NameDescriptionOrder({ fields }: { fields: ReturnType<typeof useForm<Record<string, string>>>[1] }) {
  const name = fields.name;
  const nameAf = fields.nameAf;
  const description = fields.description;
  const displayOrder = fields.displayOrder;
  const keywords = fields.keywords;
  if (!name || !nameAf || !description || !displayOrder || !keywords) return null;
  return (
    <>
      <Field id={name.id} label="Name" errors={name.errors}>
        <input {...getInputProps(name, { type: "text" })} className={inputClass} key={name.key} />
      </Field>
      <Field id={nameAf.id} label={AFRIKAANS_NAME_LABEL} errors={nameAf.errors} hint={AFRIKAANS_NAME_HINT}>
        <input {...getInputProps(nameAf, { type: "text" })} lang="af" className={inputClass} key={nameAf.key} />
      </Field>
      <Field id={description.id} label="Description (optional)" errors={description.errors}>
        <textarea {...getTextareaProps(description)} rows={2} className={inputClass} key={description.key} />
      </Field>
      <Field
        id={keywords.id}
        label="Keywords for bulk category assignment (optional)"
        errors={keywords.errors}
        hint="Words or phrases, separated by commas, that put a product here, e.g. layer mash, broiler, chick."
      >
        <input {...getInputProps(keywords, { type: "text" })} className={inputClass} key={keywords.key} />
      </Field>
      <Field id={displayOrder.id} label="Display order" errors={displayOrder.errors} hint="Lower numbers come first.">
        <input
          {...getInputProps(displayOrder, { type: "text" })}
          inputMode="numeric"
          className={`${inputClass} max-w-[8rem]`}
          key={displayOrder.key}
        />
      </Field>
    </>
  );
}

function CreateCategoryForm() {
  const { constraint } = useLoaderData<typeof loader>();
  const reply = useReplyFor("create-category");
  const [form, fields] = useForm<Record<string, string>>({
    id: "create-category",
    lastResult: reply?.result,
    constraint,
    defaultValue: { displayOrder: "0" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3 rounded-md border border-stone-200 p-3">
      <h2 className="text-lg font-semibold">Create category</h2>
      <FailureAlert intent="create-category" reply={reply} />
      <input type="hidden" name="intent" value="create-category" />
      <NameDescriptionOrder fields={fields} />
      <button type="submit" className={primaryButtonClass}>
        Create category
      </button>
    </Form>
  );
}

function CreateSubcategoryForm({ categories }: { categories: AdminCategory[] }) {
  const { constraint } = useLoaderData<typeof loader>();
  const reply = useReplyFor("create-subcategory");
  const [form, fields] = useForm<Record<string, string>>({
    id: "create-subcategory",
    lastResult: reply?.result,
    constraint,
    defaultValue: { displayOrder: "0" },
  });
  const parent = fields.categoryId;
  if (!parent) return null;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3 rounded-md border border-stone-200 p-3">
      <h2 className="text-lg font-semibold">Create subcategory</h2>
      <FailureAlert intent="create-subcategory" reply={reply} />
      <input type="hidden" name="intent" value="create-subcategory" />
      <Field id={parent.id} label="Parent category" errors={parent.errors}>
        <select {...getSelectProps(parent)} className={inputClass} key={parent.key}>
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      <NameDescriptionOrder fields={fields} />
      <button type="submit" className={primaryButtonClass}>
        Create subcategory
      </button>
    </Form>
  );
}

/** The row being edited, re-mounted for each version it stands on (a refused stale save shows it merged). */
function EditRowForm({ kind, record }: { kind: "category" | "subcategory"; record: AdminSubcategory }) {
  const intent = kind === "category" ? "update-category" : "update-subcategory";
  const reply = useReplyFor(intent, record.id);
  const version = reply?.currentUpdatedAt ?? record.updatedAt;
  return <EditRowFormAt key={version} kind={kind} record={record} reply={reply} version={version} />;
}

function EditRowFormAt({
  kind,
  record,
  reply,
  version,
}: {
  kind: "category" | "subcategory";
  record: AdminSubcategory;
  reply: ActionData | undefined;
  version: string;
}) {
  const { constraint, opened } = useLoaderData<typeof loader>();
  const intent = kind === "category" ? "update-category" : "update-subcategory";
  const saving = useNavigation().state === "submitting";
  const [form, fields] = useForm<Record<string, string>>({
    id: `edit-${record.id}`,
    lastResult: reply?.result,
    constraint,
    defaultValue: categoryFormValues(record),
  });
  const snapshot = reply?.stale?.opened ?? opened;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3 rounded-md bg-stone-50 p-3">
      <FailureAlert intent={intent} reply={reply} />
      <StaleEditNotes notes={reply?.stale} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={record.id} />
      {/* After a refused stale save this carries the newer version: saving again replaces it on purpose. */}
      <input type="hidden" name="updatedAt" value={version} />
      {snapshot ? <OpenedValues snapshot={snapshot} /> : null}
      <NameDescriptionOrder fields={fields} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
        <Link to={PAGE} preventScrollReset className={`${secondaryButtonClass} no-underline`}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function deleteConfirmation(kind: "category" | "subcategory", record: { id: string; name: string }): Confirmation {
  return {
    title: kind === "category" ? "Delete category" : "Delete subcategory",
    message: `Delete ${record.name}? This cannot be undone. A ${kind} that products use is not deleted.`,
    confirmLabel: "Delete",
    action: PAGE,
    fields: { intent: kind === "category" ? "delete-category" : "delete-subcategory", id: record.id },
  };
}

function RecordRow({ kind, record }: { kind: "category" | "subcategory"; record: AdminSubcategory }) {
  const { editing } = useLoaderData<typeof loader>();
  if (editing?.kind === kind && editing.id === record.id) return <EditRowForm kind={kind} record={record} />;
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <p className={kind === "category" ? "text-lg font-semibold" : "font-medium"}>{record.name}</p>
        {record.nameAf ? (
          <p className="text-sm text-stone-700">
            Afrikaans: <span lang="af">{record.nameAf}</span>
          </p>
        ) : null}
        <p className="text-xs text-stone-600">
          /{record.slug} · order {record.displayOrder} · {record.productCount}{" "}
          {record.productCount === 1 ? "product" : "products"}
        </p>
        {record.description ? <p className="mt-1 text-sm">{record.description}</p> : null}
        {record.keywords ? <p className="mt-1 text-xs text-stone-600">Keywords: {record.keywords}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`${PAGE}?edit=${kind}:${record.id}`}
          preventScrollReset
          className={`${secondaryButtonClass} px-3 py-1.5 text-sm no-underline`}
          aria-label={`Edit ${record.name}`}
        >
          Edit
        </Link>
        <ConfirmButton
          label="Delete"
          confirmation={deleteConfirmation(kind, record)}
          confirmHref={`${PAGE}?confirm=${kind}:${record.id}`}
        />
      </div>
    </div>
  );
}

export default function CategoryManagement() {
  const { tree, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const deleteRefusal =
    actionData && (actionData.intent === "delete-category" || actionData.intent === "delete-subcategory")
      ? (actionData.result.error?.[""] ?? [])
      : [];

  if (confirming) {
    return <ConfirmationPage confirmation={deleteConfirmation(confirming.kind, confirming)} cancelHref={PAGE} />;
  }
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Category Management</h1>
        <p className="mt-1 text-sm text-stone-700">
          Categories and subcategories group the products in the shop's filters and menus. A category keeps its web
          address when it is renamed, so links to it keep working.
        </p>
      </div>
      {deleteRefusal.length ? <Alert title="Not deleted">{deleteRefusal.join(" ")}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <CreateCategoryForm />
        <CreateSubcategoryForm categories={tree} />
      </div>
      <section aria-labelledby="categories-heading" className="space-y-3">
        <h2 id="categories-heading" className="text-lg font-semibold">
          Categories ({tree.length})
        </h2>
        {tree.length === 0 ? <p>No categories yet. Create the first one above.</p> : null}
        <ul className="space-y-3">
          {tree.map((category) => (
            <li key={category.id} className="rounded-md border border-stone-200 p-3">
              <RecordRow kind="category" record={category} />
              {category.subcategories.length ? (
                <ul className="mt-3 space-y-2 border-l-2 border-stone-200 pl-3">
                  {category.subcategories.map((subcategory) => (
                    <li key={subcategory.id}>
                      <RecordRow kind="subcategory" record={subcategory} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
