import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type Area, areasFor, ROLE_LABELS } from "~/accounts/roles";
import { adminMeta } from "~/admin/meta";
import { adminNavFor } from "~/admin/screens";

export const meta: MetaFunction = () => adminMeta("Home");

const AREA_LABELS: Record<Area, string> = {
  dashboard: "Admin home",
  products: "Products",
  stock: "Stock levels",
  csvImport: "CSV imports",
  categories: "Categories",
  bulkCategoryAssignment: "Bulk category assignment",
  specials: "Special prices",
  blog: "Blog",
  newsletters: "Newsletters",
  policies: "Policies",
  about: "About page",
  videos: "Videos",
  reviews: "Review moderation",
  clients: "Clients",
  messages: "Contact messages",
  orders: "Orders",
  payments: "Payment verification",
  analytics: "Analytics",
  deliverySettings: "Delivery settings",
  settings: "Settings",
  documentation: "Documentation",
  documentationEditing: "Documentation editing",
  users: "Users and roles",
  userAdministration: "Password changes and user deletion",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request, "dashboard");
  return {
    email: user.email,
    roles: user.roles.map((role) => ROLE_LABELS[role]),
    areas: areasFor(user.roles)
      .filter((area) => area !== "dashboard")
      .map((area) => AREA_LABELS[area]),
    screens: adminNavFor(user.roles).flatMap((group) => group.screens.map(({ to, label }) => ({ to, label }))),
  };
}

export default function AdminHome() {
  const { areas, screens } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold">Admin</h1>
      <h2 className="mt-6 font-semibold">Your areas of the back office</h2>
      <ul className="mt-2 list-inside list-disc text-sm">
        {areas.map((area) => (
          <li key={area}>{area}</li>
        ))}
      </ul>
      {screens.length ? (
        <>
          <h2 className="mt-6 font-semibold">Screens</h2>
          <ul className="mt-2 list-inside list-disc text-sm">
            {screens.map((screen) => (
              <li key={screen.to}>
                <Link to={screen.to}>{screen.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
