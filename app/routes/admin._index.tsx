import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type Area, areasFor, ROLE_LABELS } from "~/accounts/roles";
import { loadDashboard } from "~/admin/dashboard.server";
import { adminMeta } from "~/admin/meta";
import { adminNavFor } from "~/admin/screens";
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";

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
  bulkSms: "Bulk SMS",
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
  help: "Help",
  users: "Users and roles",
  userAdministration: "Password changes and user deletion",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request, "dashboard");
  const dashboard = await loadDashboard(db(), user.roles, new Date());
  return {
    ...dashboard,
    email: user.email,
    roles: user.roles.map((role) => ROLE_LABELS[role]),
    areas: areasFor(user.roles)
      .filter((area) => area !== "dashboard")
      .map((area) => AREA_LABELS[area]),
    screens: adminNavFor(user.roles).flatMap((group) => group.screens.map(({ to, label }) => ({ to, label }))),
  };
}

export default function AdminHome() {
  const { todo, sales, areas, screens } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Admin</h1>
      {todo.length ? (
        <section aria-labelledby="to-do" className="space-y-2">
          <h2 id="to-do" className="text-lg font-semibold">
            What needs doing
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {todo.map((item) => {
              const count = (
                <span
                  className={`block text-3xl font-bold ${item.urgent ? "text-red-700" : item.count ? "text-stone-900" : "text-stone-500"}`}
                >
                  {item.value ?? item.count}
                </span>
              );
              return (
                <li
                  key={item.label}
                  className={`rounded-md border bg-white p-3 text-sm ${item.urgent ? "border-red-300" : "border-stone-200"}`}
                  data-testid="dashboard-item"
                >
                  {item.to ? (
                    <Link to={item.to} className="block no-underline">
                      {count} <span className="font-semibold underline">{item.label}</span>
                    </Link>
                  ) : (
                    <>
                      {count} <span className="font-semibold">{item.label}</span>
                    </>
                  )}
                  {item.detail ? (
                    <>
                      {" "}
                      <span className="mt-1 block text-stone-700">{item.detail}</span>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {sales ? (
        <section aria-labelledby="sales" className="space-y-2">
          <h2 id="sales" className="text-lg font-semibold">
            Sales
          </h2>
          <p className="text-sm text-stone-700">Orders placed and not cancelled, totals including VAT (SAST days).</p>
          <dl className="grid gap-3 sm:grid-cols-2">
            {sales.map((figure) => (
              <div key={figure.label} className="rounded-md border border-stone-200 bg-white p-3 text-sm">
                <dt className="font-semibold">{figure.label}</dt>
                <dd className="text-2xl font-bold">{formatRand(figure.totalCents)}</dd>
                <dd className="text-stone-700">
                  {figure.orders} {figure.orders === 1 ? "order" : "orders"}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="your-areas">
        <h2 id="your-areas" className="font-semibold">
          Your areas of the back office
        </h2>
        <ul className="mt-2 list-inside list-disc text-sm">
          {areas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      </section>
      {screens.length ? (
        <section aria-labelledby="screens">
          <h2 id="screens" className="font-semibold">
            Screens
          </h2>
          <ul className="mt-2 list-inside list-disc text-sm">
            {screens.map((screen) => (
              <li key={screen.to}>
                {/* 24 px tall, so a thumb hits the one it means (WCAG 2.2 target size). */}
                <Link to={screen.to} className="inline-flex min-h-6 items-center">
                  {screen.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
