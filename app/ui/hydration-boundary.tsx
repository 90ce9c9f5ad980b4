import { type ReactNode, Suspense } from "react";

/**
 * A part of the page that React hydrates on its own (decision 0088). While the page hydrates, a
 * tap makes React finish hydrating whatever holds the tapped element at once, in the tap's own
 * event, before the page can paint: without boundaries that is the whole page (about 150-200 ms
 * at 4x slower CPU on /products). Inside a boundary it is the boundary alone, a card, the filters,
 * and the rest hydrates afterwards in slices. Nothing inside suspends: the server sends the
 * content in place (with a pair of `<!--$-->` comments around it) and the fallback never shows.
 *
 * A boundary that receives an update before it has hydrated (the router's state changes while
 * the page still hydrates) is rendered from scratch in the update and that render thrown away:
 * nothing made there may fetch or write anything (a card's picture is lazy before it has a source).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
