/**
 * Between links or buttons that CSS lays side by side (flex and gaps): a text browser, which reads
 * no CSS (lynx, w3m), shows " · " so the two do not run together; browsers draw nothing (it is
 * visually hidden and outside the flex layout) and screen readers skip it (issue 46).
 */
export function TextSeparator() {
  return (
    <span aria-hidden="true" className="sr-only">
      {" · "}
    </span>
  );
}
