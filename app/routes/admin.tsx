import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import { getCurrentUser } from "~/accounts/auth.server";
import { isStaff, ROLE_LABELS } from "~/accounts/roles";
import { displayName } from "~/accounts/users.server";
import type { AdminHandle } from "~/admin/meta";
import { isNoAccess } from "~/admin/no-access";
import { NoAccessPage } from "~/admin/no-access-page";
import { adminNavFor } from "~/admin/screens";
import { NotFound, ServerError } from "~/ui/error-pages";
import { SignOutButton } from "~/ui/sign-out-button";

/**
 * The back office's one layout: the navigation of the screens the person's roles open,
 * breadcrumbs, who is signed in and a sign-out (none of it printed: a printed back-office page is
 * its content alone). It refuses nobody itself: each screen's loader
 * and action call requireStaff with their area, so a refusal is always the screen's own.
 */
export const headers: HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user || !isStaff(user.roles)) return { staff: null };
  return {
    staff: {
      name: displayName(user),
      email: user.email,
      roles: user.roles.map((role) => ROLE_LABELS[role]),
      nav: adminNavFor(user.roles),
    },
  };
}

type Crumb = { label: string; to: string };

function useBreadcrumbs(): Crumb[] {
  const matches = useMatches();
  const crumbs: Crumb[] = [{ label: "Home", to: "/" }];
  for (const match of matches) {
    const handle = match.handle as AdminHandle | undefined;
    if (!handle?.breadcrumb) continue;
    const label = typeof handle.breadcrumb === "function" ? handle.breadcrumb(match.data) : handle.breadcrumb;
    if (label) crumbs.push({ label, to: match.pathname });
  }
  return crumbs;
}

export const handle: AdminHandle = { breadcrumb: "Admin" };

/** A screen's refusal for someone without its role says who can give one (no-access.ts). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403 && isNoAccess(error.data)) {
    return <NoAccessPage info={error.data} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError status={isRouteErrorResponse(error) ? error.status : 500} />;
}

function AdminNav({ nav }: { nav: { label: string; screens: { to: string; label: string }[] }[] }) {
  return (
    <ul className="space-y-3 text-sm">
      <li>
        <NavLink to="/admin" end className="block rounded px-2 py-1 font-semibold">
          Admin home
        </NavLink>
      </li>
      {nav.map((group) => (
        <li key={group.label}>
          <p className="font-semibold uppercase tracking-wide text-stone-600 text-xs">{group.label}</p>
          <ul className="mt-1 space-y-1">
            {group.screens.map((screen) => (
              <li key={screen.to}>
                <NavLink
                  to={screen.to}
                  prefetch="none"
                  className={({ isActive }) =>
                    `block rounded px-2 py-1 ${isActive ? "bg-brand-100 font-semibold text-brand-900" : "text-brand-800"}`
                  }
                >
                  {screen.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export default function AdminLayout() {
  const { staff } = useLoaderData<typeof loader>();
  const crumbs = useBreadcrumbs();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 pb-2 print:hidden">
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap items-center gap-1">
            {crumbs.map((crumb, index) => (
              <li key={crumb.to + crumb.label} className="flex items-center gap-1">
                {index > 0 ? <span aria-hidden="true">&gt;</span> : null}
                {index === crumbs.length - 1 ? (
                  <span aria-current="page" className="font-semibold">
                    {crumb.label}
                  </span>
                ) : (
                  <Link to={crumb.to} className="inline-flex min-h-6 items-center">
                    {crumb.label}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {staff ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              Signed in as <strong>{staff.name}</strong> ({staff.roles.join(", ")})
            </span>
            <Form method="post" action="/logout">
              <SignOutButton className="text-brand-700 underline underline-offset-2" />
            </Form>
          </div>
        ) : null}
      </div>
      {staff ? (
        <div className="gap-6 md:grid md:grid-cols-[12rem_1fr] print:!block">
          <details className="mb-4 rounded-md border border-stone-200 p-2 md:hidden print:hidden">
            <summary className="min-h-6 cursor-pointer font-semibold">Back office menu</summary>
            {/* Two landmarks, two names: the phone's folded menu and the wide screen's side menu. */}
            <nav aria-label="Back office menu" className="mt-2">
              <AdminNav nav={staff.nav} />
            </nav>
          </details>
          <nav aria-label="Back office" className="hidden md:block print:!hidden">
            <AdminNav nav={staff.nav} />
          </nav>
          <div className="min-w-0">
            <Outlet />
          </div>
        </div>
      ) : (
        <Outlet />
      )}
    </div>
  );
}
