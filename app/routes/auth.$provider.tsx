import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { providerParam, startOAuthSignIn } from "~/accounts/oauth.server";
import { requireSameOrigin } from "~/platform/request.server";

/** Only the sign-in buttons' POST starts a round trip; a visit by address goes to the login page. */
export async function loader({ params }: LoaderFunctionArgs) {
  providerParam(params.provider);
  return redirect("/login");
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  return startOAuthSignIn(request, providerParam(params.provider));
}
