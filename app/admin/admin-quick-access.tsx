import { Link } from "@remix-run/react";
import { ROLE_LABELS, type Role } from "~/accounts/roles";

/** The storefront spec's Admin Quick Access bar, for admins and super admins on the home page. */
export function AdminQuickAccess({
  user,
}: {
  user: { email: string; roles: Role[]; isAdmin: boolean; isSuperAdmin: boolean };
}) {
  return (
    <nav
      aria-label="Admin Quick Access"
      className="rounded-lg border border-stone-300 bg-stone-800 p-3 text-sm text-white"
    >
      <p className="font-semibold">Admin Quick Access</p>
      <p className="mt-1 text-stone-200">
        {user.email} · {user.roles.map((role) => ROLE_LABELS[role]).join(", ")} · admin: {user.isAdmin ? "yes" : "no"} ·
        super admin: {user.isSuperAdmin ? "yes" : "no"}
      </p>
      <p className="mt-2 flex flex-wrap gap-3">
        <Link to="/" className="text-harvest-400">
          Home
        </Link>
        <Link to="/admin" className="text-harvest-400">
          Admin panel
        </Link>
        <Link to="/admin/policy-management" className="text-harvest-400">
          Policy management
        </Link>
        <Link to="/admin/blog-management" className="text-harvest-400">
          Blog management
        </Link>
      </p>
    </nav>
  );
}
