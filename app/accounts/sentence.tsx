import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements in it (a link, an address in bold): `text` is the
 * catalogue's words with `{{name}}` where each element goes, so the order of the words stays the
 * translator's ("We sent a code to {{phone}}." / "Ons het 'n kode na {{phone}} gestuur.").
 */
export function Sentence({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  const pieces = text.split(/\{\{\s*(\w+)\s*\}\}/);
  return (
    <>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's pieces never move.
        <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{{${piece}}}`) : piece}</Fragment>
      ))}
    </>
  );
}
