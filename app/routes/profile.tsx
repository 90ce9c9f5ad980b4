import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { NotFound } from "~/ui/error-pages";

/** The route table's other address for the account screen: a permanent redirect, query kept. */
export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect(`/account${new URL(request.url).search}`, 301);
}

/** Never shown: the loader always redirects. */
export default function AccountElsewhere() {
  return <NotFound />;
}
