import { Outlet } from "@remix-run/react";
import type { AdminHandle } from "~/admin/meta";
import { SYNONYMS_TITLE } from "~/catalog/search-synonyms-messages";

/** The search synonyms' pages (the list, a new synonym, one synonym) share the 'Search synonyms' breadcrumb. */
export const handle: AdminHandle = { breadcrumb: SYNONYMS_TITLE };

export default function SearchSynonymsSection() {
  return <Outlet />;
}
