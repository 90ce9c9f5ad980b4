import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { requestTranslator } from "~/locales/translator.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { liteModeSetCookie } from "~/platform/lite-mode.server";
import { safeRedirectPath } from "~/platform/request.server";

const LiteModeForm = z.object({
  lite: z.enum(["on", "off"]),
  redirectTo: z.string().optional(),
});

/** The footer's Lite mode switch: remembers the choice in a cookie and goes back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, LiteModeForm);
  if (submission.status !== "success") {
    throw new Response(requestTranslator(request, ["content"]).t("content:lite.choose"), { status: 400 });
  }
  const { lite, redirectTo } = submission.value;
  return redirect(safeRedirectPath(redirectTo), {
    headers: { "Set-Cookie": await liteModeSetCookie(lite) },
  });
}

export function loader() {
  return redirect("/");
}
