/**
 * The tap targets of a page under 24 by 24 CSS px that WCAG 2.2 does not excuse (success
 * criterion 2.5.8, Target Size (Minimum), level AA). Run in the page:
 * `await page.evaluate(smallTapTargets)`; it returns one line per offender, [] when none.
 *
 * - A target is every visible element a pointer acts on: links, buttons, form fields, <summary>,
 *   and elements with a widget role or a tab stop of their own. A checkbox or radio button inside
 *   its <label> is tapped through the label, so the label's box is the target; one whose label
 *   stands beside it on the same line is the two boxes together. A control hidden to the eye (a
 *   1 px "sr-only" field, drawn by its label) is not a target: its label is.
 * - Inline exception: a link (or other inline target) in a sentence, whose height is that of the
 *   line of text around it, is exempt. "In a sentence" means its block has words (a letter or a
 *   digit) outside any target; a link alone in its paragraph, or between separators ("·", "|"),
 *   is not in a sentence and must be 24 px itself.
 * - Spacing exception: an undersized target passes when a circle 24 px across, centred on its
 *   box, meets no other target's box and no other undersized target's circle (centres at least
 *   24 px apart).
 *
 * It must stay one self-contained function (Playwright sends its source to the page), so every
 * helper lives inside it.
 */
export function smallTapTargets(): string[] {
  const MINIMUM = 24;
  const RADIUS = MINIMUM / 2;
  /** Rounding in the layout: a 23.99 px box is 24 px. */
  const SLACK = 0.05;

  type Box = { left: number; top: number; right: number; bottom: number };
  type Target = { element: Element; box: Box; parts: Element[] };

  const SELECTOR = [
    "a[href]",
    "button",
    "input:not([type=hidden])",
    "select",
    "textarea",
    "summary",
    "[role=button]",
    "[role=link]",
    "[role=checkbox]",
    "[role=radio]",
    "[role=switch]",
    "[role=tab]",
    "[role=menuitem]",
    "[role=option]",
    "[tabindex]:not([tabindex='-1'])",
    "[contenteditable=''], [contenteditable=true]",
  ].join(", ");

  const boxOf = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  };
  const width = (box: Box) => box.right - box.left;
  const height = (box: Box) => box.bottom - box.top;
  const union = (a: Box, b: Box): Box => ({
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
  });

  const shown = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) return false;
    const box = boxOf(element);
    if (width(box) <= 1 || height(box) <= 1) return false; // "sr-only": drawn by its label
    if (element.closest("[inert], [aria-hidden=true]")) return false;
    return getComputedStyle(element).pointerEvents !== "none";
  };

  const nameOf = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const type = element instanceof HTMLInputElement ? ` type=${element.type}` : "";
    const raw =
      element.getAttribute("aria-label") ??
      (element instanceof HTMLInputElement && element.labels?.[0] ? element.labels[0].textContent : null) ??
      element.textContent ??
      "";
    let text = raw.replace(/\s+/g, " ").trim();
    if (text === "") text = element.querySelector("img[alt]")?.getAttribute("alt") ?? "";
    if (text === "" && (element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) {
      text = element.getAttribute("placeholder") ?? element.getAttribute("title") ?? element.name;
    }
    return `<${tag}${type}> "${text.slice(0, 50)}"`;
  };

  // The targets, a label standing in for the control it wraps (or, beside it, joining it).
  const candidates = [...document.body.querySelectorAll(SELECTOR)];
  const targets: Target[] = [];
  for (const element of candidates) {
    const isChoice = element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])].filter(shown) : [];
    if (isChoice || (element instanceof HTMLInputElement && !shown(element))) {
      const wrapping = labels.find((label) => label.contains(element));
      if (wrapping) {
        if (!targets.some((target) => target.element === wrapping)) {
          targets.push({ element: wrapping, box: boxOf(wrapping), parts: [wrapping, element] });
        }
        continue;
      }
      if (!shown(element)) {
        for (const label of labels) targets.push({ element: label, box: boxOf(label), parts: [label, element] });
        continue;
      }
      let box = boxOf(element);
      // A label on the same line as its checkbox makes one target with it.
      for (const label of labels) {
        const other = boxOf(label);
        if (other.top < box.bottom && other.bottom > box.top) box = union(box, other);
      }
      targets.push({ element, box, parts: [element, ...labels] });
      continue;
    }
    if (!shown(element)) continue;
    // A target inside another (a link in a <summary>) is measured on its own; the two are never
    // taken for each other's neighbours.
    targets.push({ element, box: boxOf(element), parts: [element] });
  }

  const isTarget = new Set(targets.flatMap((target) => target.parts));
  const related = (a: Target, b: Target) =>
    a.parts.some((one) => b.parts.some((other) => one.contains(other) || other.contains(one)));

  /** In a sentence: inline, and its block holds words that are not part of any target. */
  const inSentence = (element: Element) => {
    if (getComputedStyle(element).display !== "inline") return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    if (!block) return false;
    const texts = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      let inTarget = false;
      for (let parent = text.parentElement; parent && parent !== block; parent = parent.parentElement) {
        if (isTarget.has(parent) || parent.matches(SELECTOR)) {
          inTarget = true;
          break;
        }
      }
      if (inTarget || !text.parentElement?.checkVisibility()) continue;
      if (/[\p{L}\p{N}]/u.test(text.textContent ?? "")) return true;
    }
    return false;
  };

  const centre = (box: Box) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
  /** Whether the circle of the target's spacing meets a box (strictly: touching is allowed). */
  const circleMeetsBox = (point: { x: number; y: number }, box: Box) => {
    const dx = Math.max(box.left - point.x, 0, point.x - box.right);
    const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
    return Math.hypot(dx, dy) < RADIUS - SLACK;
  };

  const undersized = targets.filter(
    (target) =>
      (width(target.box) < MINIMUM - SLACK || height(target.box) < MINIMUM - SLACK) &&
      !target.parts.some((part) => part === target.element && inSentence(part)),
  );
  const small = new Set(undersized);

  const found: string[] = [];
  for (const target of undersized) {
    const point = centre(target.box);
    const crowding = targets.find((other) => {
      if (other === target || related(target, other)) return false;
      if (circleMeetsBox(point, other.box)) return true;
      if (!small.has(other)) return false;
      const there = centre(other.box);
      return Math.hypot(point.x - there.x, point.y - there.y) < MINIMUM - SLACK;
    });
    if (!crowding) continue;
    const size = `${Math.round(width(target.box))} by ${Math.round(height(target.box))} px`;
    found.push(`${nameOf(target.element)} is ${size}, within 12 px of ${nameOf(crowding.element)}`);
  }
  return found;
}
