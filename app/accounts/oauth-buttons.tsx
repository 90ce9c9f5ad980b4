import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/translation";
import { continueWithLabel, type OAuthProvider } from "./oauth-messages";

/**
 * 'Continue with Google' / 'Continue with Facebook': each a plain form POST, so it works without
 * JavaScript. reloadDocument because the answer is a redirect to the provider's own site.
 * Renders nothing when no provider is configured. `redirectTo` (the page the person was going to)
 * travels through the provider's round trip in a cookie and is where they land.
 */
export function OAuthButtons({ providers, redirectTo }: { providers: readonly OAuthProvider[]; redirectTo?: string }) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-300" />
        {t("signin:oauth.or")}
        <span className="h-px flex-1 bg-stone-300" />
      </p>
      <div className="mt-4 space-y-2">
        {providers.map((provider) => (
          <Form key={provider} method="post" action={`/auth/${provider}`} reloadDocument>
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <button
              type="submit"
              className="w-full rounded-md border border-stone-300 bg-white px-4 py-2 font-medium text-stone-900 hover:bg-stone-50"
            >
              {continueWithLabel(t, provider)}
            </button>
          </Form>
        ))}
      </div>
    </div>
  );
}
