import { Fragment } from "react";

/**
 * A translated sentence with one of its values in bold ("Press the button to confirm that
 * **{{email}}** ..."): the catalogue keeps the sentence whole, so a translator can move the value.
 * `text` is the sentence with the placeholder left in (`t(id, { shop })`, no `email`).
 */
export function EmphasisedValue({ text, name, value }: { text: string; name: string; value: string }) {
  const parts = text.split(`{{${name}}}`);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never move.
        <Fragment key={index}>
          {index > 0 ? <strong>{value}</strong> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
