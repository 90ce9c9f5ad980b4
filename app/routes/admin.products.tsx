import { Outlet } from "@remix-run/react";
import type { AdminHandle } from "~/admin/meta";

/** Product management's screens (the list, a product, new product) share the 'Products' breadcrumb. */
export const handle: AdminHandle = { breadcrumb: "Products" };

export default function ProductsSection() {
  return <Outlet />;
}
