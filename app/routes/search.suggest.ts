import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { NO_SUGGESTIONS, SUGGESTION_QUERY_LENGTH, suggestionBody } from "~/catalog/search/suggestion-answer";
import { suggestionWords } from "~/catalog/search/suggestion-messages";
import { searchSuggestions } from "~/catalog/search/suggestions.server";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { requestLanguage } from "~/platform/language.server";
import { applySecurityHeaders } from "~/platform/security-headers.server";

/** What was typed so far; missing or longer than the search reads, it suggests nothing. */
const SuggestQuery = z.object({ q: z.string().max(SUGGESTION_QUERY_LENGTH) });

/**
 * The header search's suggestions as you type (issue 45, point 5): JSON of at most 2 KB, the same
 * for every visitor of a language, so any cache may keep it as long as the shared-page cache keeps
 * a page (decision 0059); never a page of its own for search engines. Products are named in the
 * reader's language (issue 49): an Afrikaans page asks with `&lang=af`, so the address names the
 * language and a cache never hands one language's answer to the other; an answer chosen by the
 * cookie or the browser's language says so (`Vary`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = SuggestQuery.safeParse({ q: new URL(request.url).searchParams.get("q") ?? undefined });
  const found = query.success ? await searchSuggestions(db(), query.data.q, requestLanguage(request)) : NO_SUGGESTIONS;
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": `public, max-age=${env().PAGE_CACHE_SECONDS}`,
      "X-Robots-Tag": "noindex",
      Vary: "Accept-Language, Cookie",
    }),
  );
  // The list's words in the visitor's language (the header asks with its page's ?lang=, so a
  // cache keyed on the address never gives one language's words to the other).
  const { t } = requestTranslator(request, ["catalog"]);
  return new Response(
    suggestionBody(found, undefined, (count) => suggestionWords(count, t)),
    { status: 200, headers },
  );
}
