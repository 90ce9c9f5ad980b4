import { useLocation } from "@remix-run/react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/ui/hydration";

export type ProductTab = { id: string; label: string; content: ReactNode };

/**
 * Description, Specs, Docs and Reviews. Without JavaScript they are sections one after another
 * with links to each at the top; with JavaScript they become tabs (WAI-ARIA tab pattern: arrow
 * keys, Home and End move between tabs). An address ending in #reviews opens that tab.
 */
export function ProductTabs({ tabs, label }: { tabs: ProductTab[]; label: string }) {
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const [active, setActive] = useState(tabs[0]?.id ?? "");
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const ids = tabs.map((tab) => tab.id).join(" ");

  useEffect(() => {
    const wanted = hash.slice(1);
    if (ids.split(" ").includes(wanted)) setActive(wanted);
  }, [hash, ids]);

  if (!hydrated) {
    return (
      <div>
        <nav aria-label={label} className="border-b border-stone-200 pb-2">
          <ul className="flex gap-x-3 overflow-x-auto whitespace-nowrap text-sm font-semibold sm:gap-x-5 sm:text-base">
            {tabs.map((tab) => (
              <li key={tab.id}>
                <a href={`#${tab.id}`}>{tab.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {tabs.map((tab) => (
          <section key={tab.id} id={tab.id} aria-labelledby={`${tab.id}-heading`} className="scroll-mt-4 pt-6">
            <h2 id={`${tab.id}-heading`} className="mb-3 text-xl font-semibold">
              {tab.label}
            </h2>
            {tab.content}
          </section>
        ))}
      </div>
    );
  }

  function focusTab(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        // One row at 360 px, never a second (issue 46): smaller words and padding on a phone, so
        // "Reviews (12)" keeps its place; the row does not wrap.
        className="flex flex-nowrap gap-x-0.5 border-b border-stone-200 sm:gap-1"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={tab.id}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              className={`-mb-px whitespace-nowrap border-b-2 px-2 py-2 text-sm font-semibold sm:px-4 sm:text-base ${
                selected ? "border-brand-700 text-brand-800" : "border-transparent text-stone-600 hover:text-stone-900"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={tab.id}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== active}
          className="pt-5 focus:outline-none"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
