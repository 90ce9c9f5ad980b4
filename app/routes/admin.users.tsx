import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { requireStaff } from "~/accounts/auth.server";
import { USER_MESSAGES } from "~/accounts/messages";
import { canAccess, ROLE_LABELS, STAFF_ROLES } from "~/accounts/roles";
import { activitySummary, hasActivity, USER_STATUS_LABELS, USERS_PAGE_SIZE } from "~/accounts/user-admin";
import {
  deleteUser,
  findManagedUser,
  inviteUser,
  listUsers,
  sendResetFor,
  setSuspended,
  setUserRoles,
  UsersQuery,
  userActivity,
} from "~/accounts/user-admin.server";
import { UserAdminForm } from "~/accounts/user-admin-form";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { DataList, listButtonClass } from "~/admin/data-list";
import { listHref } from "~/admin/list-href";
import { ListSearchForm } from "~/admin/list-search";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("User Management");

export const handle: AdminHandle = { breadcrumb: "Users" };

const PAGE = "/admin/users";

export async function loader({ request }: LoaderFunctionArgs) {
  const me = await requireStaff(request, "users");
  const params = new URL(request.url).searchParams;
  const query = UsersQuery.parse(Object.fromEntries(params));
  const list = await listUsers(db(), query);
  const selected = await findManagedUser(db(), params.get("user") ?? undefined);
  const activity = selected ? await userActivity(db(), selected.id) : null;
  return {
    ...list,
    search: query.search,
    limit: query.limit,
    me: { id: me.id, superAdmin: canAccess(me.roles, "userAdministration") },
    selected:
      selected && activity
        ? { ...selected, activity: activitySummary(activity), hasActivity: hasActivity(activity) }
        : null,
    confirm: selected ? (["delete", "suspend"].find((name) => name === params.get("confirm")) ?? null) : null,
  };
}

/** A refused form, with what was typed into an e-mail form so nothing has to be typed again. */
type Refusal = { form: string; title: string; message: string; email?: string; roles?: string[] };

function typed(payload: Record<string, unknown>): Pick<Refusal, "email" | "roles"> {
  const roles = payload.roles;
  return {
    email: typeof payload.email === "string" ? payload.email : undefined,
    roles: Array.isArray(roles) ? roles.map(String) : typeof roles === "string" ? [roles] : [],
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireStaff(request, "users");
  const submission = await parseFormSubmission(request, UserAdminForm);
  const intent = typeof submission.payload.intent === "string" ? submission.payload.intent : "";
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Please check the form.";
    return data<Refusal>({ form: intent, title: "Not done", message, ...typed(submission.payload) }, { status: 400 });
  }
  const form = submission.value;
  const actor = { id: me.id, email: me.email, roles: me.roles };
  const ip = clientIp(request);
  const back = new URL(request.url);
  const returnTo = (userId?: string) => {
    const params = new URLSearchParams(back.search);
    params.delete("confirm");
    params.delete("index");
    if (userId) params.set("user", userId);
    else params.delete("user");
    const text = params.toString();
    return text ? `${PAGE}?${text}` : PAGE;
  };
  let outcome: Awaited<ReturnType<typeof inviteUser>>;
  let stay: string | undefined;
  switch (form.intent) {
    case "invite":
      outcome = await inviteUser(db(), actor, form.email, form.roles, ip);
      break;
    case "reset":
      outcome = await sendResetFor(db(), actor, form.email, ip);
      break;
    case "roles":
      outcome = await setUserRoles(db(), actor, form.userId, form.roles, ip);
      stay = form.userId;
      break;
    case "suspend":
    case "unsuspend":
      outcome = await setSuspended(db(), actor, form.userId, form.intent === "suspend", ip);
      stay = form.userId;
      break;
    case "delete":
      if (!canAccess(me.roles, "userAdministration")) {
        return data<Refusal>(
          { form: "delete", title: USER_MESSAGES.deleteFailed, message: USER_MESSAGES.superAdminOnly },
          { status: 403 },
        );
      }
      outcome = await deleteUser(db(), actor, form.userId, ip);
      stay = outcome.ok ? undefined : form.userId;
      break;
  }
  if (!outcome.ok) {
    return data<Refusal>(
      { form: form.intent, title: outcome.title, message: outcome.message, ...typed(submission.payload) },
      { status: outcome.status },
    );
  }
  return redirectWithToast(request, returnTo(stay), {
    title: outcome.title,
    description: outcome.description,
    variant: "success",
  });
}

/** The role boxes, for an invitation and for a user's roles; only a super admin is offered super admin. */
function RoleCheckboxes({ legend, checked, superAdmin }: { legend: string; checked: string[]; superAdmin: boolean }) {
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {STAFF_ROLES.filter((role) => superAdmin || role !== "super_admin" || checked.includes(role)).map((role) => (
          <li key={role}>
            <label className="inline-flex min-h-6 items-center gap-2 py-1">
              <input type="checkbox" name="roles" value={role} defaultChecked={checked.includes(role)} />
              {ROLE_LABELS[role]}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function EmailForm({
  intent,
  label,
  button,
  refusal,
  children,
}: {
  intent: string;
  label: string;
  button: string;
  refusal?: Refusal;
  children?: ReactNode;
}) {
  const id = `${intent}-email`;
  const error = refusal?.form === intent ? refusal : undefined;
  return (
    <Form method="post" className="space-y-2 rounded-md border border-stone-200 bg-white p-3" aria-label={button}>
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="off"
        defaultValue={error?.email}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
      {children}
      <button type="submit" className={primaryButtonClass}>
        {button}
      </button>
    </Form>
  );
}

export default function AdminUsers() {
  const { users, hasMore, search, limit, me, selected, confirm } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const list = { search, limit, defaultLimit: USERS_PAGE_SIZE };
  const panelHref = (userId: string, extra: Record<string, string | null> = {}) =>
    listHref(PAGE, list, { user: userId, ...extra });

  const suspendConfirmation = (user: { id: string; email: string }): Confirmation => ({
    title: "Suspend user",
    message: `${user.email} will be signed out everywhere at once and cannot sign in until the account is unsuspended. Their orders and history stay.`,
    confirmLabel: "Suspend",
    action: panelHref(user.id),
    fields: { intent: "suspend", userId: user.id },
  });
  const deleteConfirmation = (user: NonNullable<typeof selected>): Confirmation =>
    user.hasActivity
      ? {
          ...suspendConfirmation(user),
          title: "Suspend instead of deleting",
          message: `${user.email} has activity: ${user.activity.join(", ")}. Deleting is not possible; suspend the account instead: it stops sign-in and keeps the history.`,
        }
      : {
          title: "Delete user",
          message: `${user.email} has no orders, reviews or staff actions. The account and its roles are deleted for good.`,
          confirmLabel: "Delete",
          action: panelHref(user.id),
          fields: { intent: "delete", userId: user.id },
        };

  if (selected && confirm) {
    const confirmation = confirm === "delete" ? deleteConfirmation(selected) : suspendConfirmation(selected);
    return (
      <div className="space-y-4">
        {refusal?.message ? <Alert title={refusal.title}>{refusal.message}</Alert> : null}
        <ConfirmationPage confirmation={confirmation} cancelHref={panelHref(selected.id)} />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">User Management</h1>
        <Link to="/admin/password" className={`${secondaryButtonClass} no-underline`}>
          Change My Password
        </Link>
      </div>
      {refusal?.message && !["invite", "reset"].includes(refusal.form) ? (
        <Alert title={refusal.title}>{refusal.message}</Alert>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <EmailForm intent="invite" label="E-mail address to invite" button="Invite User" refusal={refusal}>
          <RoleCheckboxes
            legend="Roles (at least one)"
            checked={refusal?.form === "invite" ? (refusal.roles ?? []) : []}
            superAdmin={me.superAdmin}
          />
        </EmailForm>
        <EmailForm
          intent="reset"
          label="E-mail address for a reset link"
          button="Send Password Reset"
          refusal={refusal}
        />
      </div>

      {selected ? (
        <section aria-labelledby="user-panel" className="space-y-4 rounded-md border border-brand-600 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="user-panel" className="text-lg font-semibold">
              {selected.name || selected.email}
            </h2>
            <Link to={listHref(PAGE, list, { user: null })} className="underline">
              Close
            </Link>
          </div>
          <p className="text-sm">
            {selected.email} · {USER_STATUS_LABELS[selected.status]} · created {formatDate(selected.createdAt)}
          </p>
          <Form method="post" action={panelHref(selected.id)} className="space-y-2">
            <input type="hidden" name="intent" value="roles" />
            <input type="hidden" name="userId" value={selected.id} />
            {/* Every role is shown here, as before: the rules (user-admin.ts) refuse what this person may not change. */}
            <RoleCheckboxes legend="Roles" checked={selected.roles} superAdmin />
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              Save roles
            </button>
          </Form>
          <div className="flex flex-wrap items-center gap-2">
            {selected.suspendedAt ? (
              <Form method="post" action={panelHref(selected.id)}>
                <input type="hidden" name="intent" value="unsuspend" />
                <input type="hidden" name="userId" value={selected.id} />
                <button type="submit" className={secondaryButtonClass} disabled={busy}>
                  Unsuspend
                </button>
              </Form>
            ) : selected.id !== me.id ? (
              <ConfirmButton
                label="Suspend"
                confirmation={suspendConfirmation(selected)}
                confirmHref={panelHref(selected.id, { confirm: "suspend" })}
              />
            ) : null}
            <Form method="post" action={panelHref(selected.id)}>
              <input type="hidden" name="intent" value="reset" />
              <input type="hidden" name="email" value={selected.email} />
              <button type="submit" className={secondaryButtonClass} disabled={busy}>
                Reset
              </button>
            </Form>
            {me.superAdmin ? (
              <Link to={`/admin/password?user=${selected.id}`} className={`${secondaryButtonClass} no-underline`}>
                Change
              </Link>
            ) : null}
            {me.superAdmin && selected.id !== me.id ? (
              <ConfirmButton
                label="Delete"
                confirmation={deleteConfirmation(selected)}
                confirmHref={panelHref(selected.id, { confirm: "delete" })}
              />
            ) : null}
          </div>
          {selected.hasActivity ? (
            <p className="text-sm text-stone-700">Activity: {selected.activity.join(", ")}.</p>
          ) : null}
        </section>
      ) : null}

      <ListSearchForm action={PAGE} label="Name or e-mail" search={search} />
      <DataList
        label="Users"
        rows={users}
        rowKey={(user) => user.id}
        empty="No users found."
        columns={[
          {
            header: "User",
            card: "title",
            cell: (user) => (
              <>
                {user.name || "(no name)"}
                <span className="block break-all text-xs font-normal text-stone-600">{user.email}</span>
              </>
            ),
          },
          { header: "Roles", cell: (user) => user.roles.map((role) => ROLE_LABELS[role]).join(", ") || "Customer" },
          { header: "Created", card: "table", nowrap: true, cell: (user) => formatDate(user.createdAt) },
          {
            header: "Last sign-in",
            nowrap: true,
            cell: (user) => (user.lastSignInAt ? formatDate(user.lastSignInAt) : "Never"),
          },
          { header: "Status", cell: (user) => USER_STATUS_LABELS[user.status] },
          {
            header: "Actions",
            card: "actions",
            hiddenHeader: true,
            cell: (user) => (
              <Link to={panelHref(user.id)} className={listButtonClass}>
                Manage<span className="sr-only"> {user.email}</span>
              </Link>
            ),
          },
        ]}
      />
      {hasMore ? (
        <Link
          to={listHref(PAGE, list, { limit: String(limit + USERS_PAGE_SIZE) })}
          className={`${secondaryButtonClass} no-underline`}
        >
          Load More
        </Link>
      ) : null}
    </div>
  );
}
