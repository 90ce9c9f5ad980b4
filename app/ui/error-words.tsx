import { createContext, useContext } from "react";
import { type Translate, useTranslation } from "./translation";

/**
 * The words of an error page in the request's language (decision 0110). An error page may have no
 * data of its own (the route that failed returned none) and, when the root's loader failed, no
 * root data either; so the server renders them from the request itself: entry.server.tsx provides
 * `t` over the `content` namespace in the request's language (`requestLanguage`), as it provides
 * the request's id. In the browser, the page hydrates keeping the server's HTML of the error page
 * (`ErrorPageFrame` is a static island); an error page rendered by the browser itself (a
 * client-side navigation that failed) takes the words the page has (`useTranslation`).
 */
const ErrorWordsContext = createContext<Translate | null>(null);

export const ErrorWordsProvider = ErrorWordsContext.Provider;

/** `t` for an error page's words; `known` is false in the browser when the page holds no `content` texts. */
export function useErrorWords(): { t: Translate; known: boolean } {
  const fromServer = useContext(ErrorWordsContext);
  const page = useTranslation();
  if (fromServer) return { t: fromServer, known: true };
  const probe = "content:error.home";
  return { t: page.t, known: page.t(probe) !== probe };
}
