import { Form } from "@remix-run/react";
import { useState } from "react";
import { inputClass, secondaryButtonClass } from "~/ui/field";
import { DOCUMENTATION_MESSAGES as M } from "./messages";
import { filterToc, type TocEntry } from "./toc";

function Entries({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <ul className="space-y-1 border-l border-stone-200 pl-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.children.length > 0 ? (
            // Each section with subsections folds; <details> needs no JavaScript.
            <details open>
              <summary className="min-h-6 cursor-pointer">
                <a href={`#${entry.id}`} className="inline-flex min-h-6 items-center">
                  {entry.title}
                </a>
              </summary>
              <Entries entries={entry.children} />
            </details>
          ) : (
            <a href={`#${entry.id}`} className="flex min-h-6 items-center">
              {entry.title}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The table of contents (spec 2.3): the nested tree of the document's headings, and 'Search
 * sections...'. Without JavaScript the search is a GET form (the server sends the narrowed tree);
 * with it, the tree narrows as one types. `tree` is the whole tree, `term` the searched one.
 */
export function TableOfContents({
  tree,
  term,
  action,
  hidden,
}: {
  tree: TocEntry[];
  term: string;
  action: string;
  /** Other query values of the page to keep (the content search). */
  hidden: Record<string, string>;
}) {
  const [typed, setTyped] = useState(term);
  const shown = filterToc(tree, typed);
  return (
    <nav aria-labelledby="toc-heading" className="text-sm">
      <details open className="rounded-md border border-stone-200 bg-white p-3">
        <summary className="cursor-pointer">
          <h2 id="toc-heading" className="inline text-base font-semibold">
            {M.tableOfContents}
          </h2>
        </summary>
        <Form method="get" action={action} role="search" className="mt-2 flex gap-1" preventScrollReset>
          {Object.entries(hidden).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <input
            type="search"
            name="section"
            aria-label="Search sections"
            placeholder={M.searchSections}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={`${inputClass} text-sm`}
          />
          <button type="submit" className={`${secondaryButtonClass} px-2 py-1 text-sm`}>
            Find
          </button>
        </Form>
        <div className="mt-2 max-h-[70vh] overflow-y-auto">
          {shown.length > 0 ? <Entries entries={shown} /> : <p className="text-stone-700">{M.noSectionsFound}</p>}
        </div>
      </details>
    </nav>
  );
}
