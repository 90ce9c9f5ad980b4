import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { getCurrentUser } from "~/accounts/auth.server";
import { consumeOneTimeToken } from "~/accounts/one-time-tokens.server";
import { confirmEmail } from "~/accounts/registration.server";
import { isStaff } from "~/accounts/roles";
import { startUserSession } from "~/accounts/user-session.server";
import { loadCurrentUser } from "~/accounts/users.server";
import { db } from "~/platform/db.server";
import { redirectWithToast } from "~/platform/toast.server";

export const meta: MetaFunction = () => [{ title: "Completing login..." }, { name: "robots", content: "noindex" }];

/**
 * Where e-mailed confirmation links and OAuth sign-ins land (accounts spec): staff go to /admin,
 * `type=signup` to /thank-you, everyone else home; no session or a bad link to /login.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const type = url.searchParams.get("type");
  const token = url.searchParams.get("token");

  if (token) {
    const owner = await consumeOneTimeToken(db(), "confirm_email", token);
    const user = owner?.user_id ? await loadCurrentUser(db(), owner.user_id) : undefined;
    if (!user) {
      return redirectWithToast(request, "/login", {
        title: "Invalid confirmation link",
        description: "This confirmation link is invalid or has expired. Sign in to get a new one.",
        variant: "destructive",
      });
    }
    await confirmEmail(db(), user.id);
    const headers = await startUserSession(request, user.id, {
      remember: false,
      toast: { title: "E-mail confirmed", description: "Your account is ready.", variant: "success" },
    });
    return redirect(isStaff(user.roles) ? "/admin" : "/thank-you?confirmed=1", { headers });
  }

  const user = await getCurrentUser(request);
  if (!user) return redirect("/login");
  if (isStaff(user.roles)) return redirect("/admin");
  return redirect(type === "signup" ? "/thank-you" : "/");
}

export default function AuthCallback() {
  return <p className="py-16 text-center">Completing login...</p>;
}
