import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { getCurrentUser, signOut } from "~/accounts/auth.server";
import { requireSameOrigin } from "~/platform/request.server";
import { SignOutButton } from "~/ui/sign-out-button";

export const meta: MetaFunction = () => [{ title: "Sign out" }, { name: "robots", content: "noindex" }];

/** Sign out is a POST (a link could be triggered by another site). */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  return signOut(request, "/");
}

/**
 * A GET (a text browser that sends the header's form as a GET, or an address typed in) shows a
 * page with the Sign out button rather than doing it: signed out, it just goes home.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user) return redirect("/");
  return { email: user.email };
}

export default function SignOutPage() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">Sign out</h1>
      <p className="mt-2">You are signed in as {email}.</p>
      <Form method="post" action="/logout" className="mt-6">
        <SignOutButton className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white" />
      </Form>
    </div>
  );
}
