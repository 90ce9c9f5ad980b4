import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { NotFound } from "~/ui/error-pages";

/**
 * The spec's other address for user management: a redirect to /admin/users, query kept, which
 * asks who it is (a visitor signs in, someone who cannot manage users is sent home).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect(`/admin/users${new URL(request.url).search}`, 301);
}

/** Never shown: the loader always redirects. */
export default function UserManagementElsewhere() {
  return <NotFound />;
}
