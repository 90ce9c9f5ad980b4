import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

/** A back-office list's search box: a GET form, so the search lives in the address. */
export function ListSearchForm({
  action,
  label,
  search,
  children,
}: {
  action: string;
  label: string;
  search: string;
  /** More of the list's state (a filter), sent with the search. */
  children?: ReactNode;
}) {
  return (
    <Form method="get" action={action} role="search" className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor="list-search" className="block text-sm font-medium">
          {label}
        </label>
        <input id="list-search" type="search" name="search" defaultValue={search} className={inputClass} />
      </div>
      {children}
      <button type="submit" className={primaryButtonClass}>
        Search
      </button>
      {search ? (
        <Link to={action} className={`${secondaryButtonClass} no-underline`}>
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

/** A filter or order of a back-office list, beside its search box: a labelled select of choices. */
export function ListSelect({
  id,
  name,
  label,
  value,
  choices,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The values sent, with the words shown for each. */
  choices: Record<string, string>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={inputClass}>
        {Object.entries(choices).map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
