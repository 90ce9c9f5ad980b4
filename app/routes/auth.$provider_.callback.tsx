import type { LoaderFunctionArgs } from "@remix-run/node";
import { finishOAuthSignIn, providerParam } from "~/accounts/oauth.server";

// `$provider_` keeps this route out of auth.$provider's layout, whose loader sends visits to /login.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return finishOAuthSignIn(request, providerParam(params.provider));
}
