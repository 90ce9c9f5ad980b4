import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { saveAccountLanguage } from "~/accounts/account-language.server";
import { getCurrentUser } from "~/accounts/auth.server";
import { isLanguage, withoutLanguage } from "~/platform/language";
import { rememberLanguage } from "~/platform/language.server";
import { safeRedirectPath } from "~/platform/request.server";

/**
 * The footer's language switch (decision 0110): a plain GET link, so it works without JavaScript,
 * `/language?to=af&back=/products?page=2`. Remembers the choice in the `lang` cookie for a year
 * and, for a signed-in customer, on the account (the language of the e-mails and SMS sent about
 * it), then goes back to the same page, on this site only (`safeRedirectPath`), without a `lang`
 * parameter that would outvote the new choice. Crawlers are kept off it (robots.txt, nofollow).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const back = withoutLanguage(safeRedirectPath(url.searchParams.get("back")));
  if (!isLanguage(to)) return redirect(back, { status: 303, headers: { "Cache-Control": "no-store" } });
  const user = await getCurrentUser(request);
  if (user) await saveAccountLanguage(user.id, to);
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": rememberLanguage(to), "Cache-Control": "no-store" },
  });
}
