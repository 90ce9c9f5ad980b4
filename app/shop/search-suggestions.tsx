import { Link } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import {
  MIN_SUGGESTION_LENGTH,
  readSuggestionBody,
  readSuggestionWords,
  SUGGESTION_PAUSE_MS,
  SUGGESTION_QUERY_LENGTH,
  type Suggestion,
  type SuggestionWords,
  suggestionsAddress,
} from "~/catalog/search/suggestion-answer";
import { useTranslation } from "~/ui/translation";

export const SUGGESTION_LIST_ID = "site-search-suggestions";
const optionId = (index: number) => `${SUGGESTION_LIST_ID}-${index}`;

type Found = { products: Suggestion[]; shelves: Suggestion[]; words: SuggestionWords };

/**
 * The header search's suggestions (issue 45, point 5), loaded with `import()` the first time the
 * field is used (site-header.tsx), so no page pays for it before. It makes the field a WAI-ARIA
 * combobox: after a pause in typing it asks `/search/suggest` (the answer before is abandoned, a
 * late one ignored) and lists products, then categories, under the field. The focus stays in
 * the field: the arrow keys move through the list (aria-activedescendant), Enter opens the
 * chosen link, Escape closes; Enter with nothing chosen submits the search as without script.
 */
export function SearchSuggestions({ input }: { input: HTMLInputElement }) {
  // The answer brings the list's words in the page's language (app/routes/search.suggest.ts).
  const { language } = useTranslation();
  const [found, setFound] = useState<Found | null>(null);
  const [active, setActive] = useState(-1);
  const items = found ? [...found.products, ...found.shelves] : [];
  const open = items.length > 0;
  const now = useRef({ open, active, count: items.length });
  now.current = { open, active, count: items.length };

  useEffect(() => {
    const set = (name: string, value: string | null) =>
      value === null ? input.removeAttribute(name) : input.setAttribute(name, value);
    set("role", "combobox");
    set("aria-autocomplete", "list");
    set("autocomplete", "off");
    set("aria-expanded", String(open));
    set("aria-controls", open ? SUGGESTION_LIST_ID : null);
    set("aria-activedescendant", open && active >= 0 ? optionId(active) : null);
  }, [input, open, active]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    let asked = 0;
    const close = () => {
      asked += 1;
      clearTimeout(timer);
      request?.abort();
      setFound(null);
      setActive(-1);
    };
    const ask = () => {
      const typed = input.value.slice(0, SUGGESTION_QUERY_LENGTH);
      if (typed.trim().length < MIN_SUGGESTION_LENGTH) return close();
      const ticket = ++asked;
      clearTimeout(timer);
      timer = setTimeout(() => {
        request?.abort();
        request = new AbortController();
        fetch(suggestionsAddress(typed, language), { signal: request.signal })
          .then((response) => (response.ok ? response.json() : null))
          .then((body: unknown) => {
            if (ticket !== asked) return;
            const words = readSuggestionWords(body);
            setFound(words ? { ...readSuggestionBody(body), words } : null);
            setActive(-1);
          })
          .catch(() => {});
      }, SUGGESTION_PAUSE_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      const { open, active, count } = now.current;
      // Keys that pick a word in an input method (a phone's keyboard composing) are not ours.
      if (event.isComposing) return;
      if (event.key === "Escape" && open) {
        event.preventDefault();
        close();
      } else if (event.key === "Enter") {
        const chosen = open && active >= 0 ? document.getElementById(optionId(active)) : null;
        if (chosen) event.preventDefault();
        chosen?.click();
        close();
      } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && open) {
        event.preventDefault();
        // -1 is the field itself: past the last suggestion the keys come back to what was typed.
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive(((active + 1 + step + count + 1) % (count + 1)) - 1);
      }
    };
    input.addEventListener("input", ask);
    input.addEventListener("focus", ask);
    input.addEventListener("keydown", onKey);
    input.addEventListener("blur", close);
    // Typed before this code arrived: asked at once, after the same pause.
    if (document.activeElement === input) ask();
    return () => {
      input.removeEventListener("input", ask);
      input.removeEventListener("focus", ask);
      input.removeEventListener("keydown", onKey);
      input.removeEventListener("blur", close);
      close();
    };
  }, [input, language]);

  const option = (item: Suggestion, index: number) => (
    <Link
      key={item.href}
      id={optionId(index)}
      to={item.href}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      onClick={() => input.blur()}
      className={`block px-3 py-2 text-stone-900 no-underline hover:bg-brand-50 hover:no-underline ${index === active ? "bg-brand-100" : ""}`}
    >
      {item.label}
    </Link>
  );
  const group = (heading: string, list: Suggestion[], from: number) =>
    list.length === 0 ? null : (
      // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (WAI-ARIA); a fieldset groups form fields.
      <div role="group" aria-label={heading}>
        <div aria-hidden="true" className="px-3 pt-2 text-xs font-semibold uppercase text-stone-600">
          {heading}
        </div>
        {list.map((item, index) => option(item, from + index))}
      </div>
    );
  return (
    <>
      {/* Told to a screen reader as each answer arrives; there from the start, empty while closed. */}
      <div role="status" className="sr-only">
        {found ? found.words.status : ""}
      </div>
      {found && open ? (
        <div
          id={SUGGESTION_LIST_ID}
          role="listbox"
          aria-label={found.words.list}
          // A press on the list keeps the focus in the field, so the list stays open for the click.
          onMouseDown={(event: MouseEvent) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-stone-200 bg-white pb-1 text-sm shadow-lg"
        >
          {group(found.words.products, found.products, 0)}
          {group(found.words.shelves, found.shelves, found.products.length)}
        </div>
      ) : null}
    </>
  );
}
