import { useNavigate } from "@remix-run/react";
import { type HTMLAttributes, type MouseEvent, type ReactNode, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * True while React hydrates the server's page (and on the server), false in a render of its own
 * in the browser. React reads the server snapshot during hydration only; once hydrated it renders
 * again with the client's, so a caller must keep what it decided during hydration (state) rather
 * than this value.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A part of the page that never changes in the browser (decision 0083): the server renders
 * `children` inside a `<div id={id}>`; when React hydrates the page it takes that div's HTML as it
 * is and leaves it alone (`dangerouslySetInnerHTML` with the server's own HTML, which React does not
 * compare or write while hydrating), so none of `children`'s components run and none of its elements
 * are walked on a slow phone's processor. A render of its own in the browser (a page reached by a
 * client-side navigation, or React falling back to rendering from scratch after a hydration error)
 * renders `children` as usual.
 *
 * What `children` cannot have in the server's HTML: event handlers (they are not attached), state,
 * effects. Its links still navigate client-side: a click on one is handed to Remix's navigate here,
 * as `<Link>` would (plain clicks on same-origin links only). A handler of the island's own (say
 * `onErrorCapture` for its pictures) sees its elements' events as usual.
 *
 * The server's HTML stays for the island's life: key the island on the data it shows so that new
 * data (a revalidation that changed a price) renders it afresh.
 */
export function StaticIsland({
  id,
  children,
  onClick,
  ...divProps
}: { id: string; children: ReactNode } & Omit<
  HTMLAttributes<HTMLDivElement>,
  "id" | "children" | "dangerouslySetInnerHTML"
>) {
  const navigate = useNavigate();
  const hydrating = useIsHydrating();
  // Read once, while hydrating: the server's HTML of this very island.
  const [serverHtml] = useState(() =>
    hydrating && typeof document !== "undefined" ? (document.getElementById(id)?.innerHTML ?? null) : null,
  );
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    // A <Link> rendered by React handles its own click (and prevents the default).
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  // Clicks only reach the router here: the links themselves are what the keyboard and readers use.
  const wrapper = { id, onClick: followLink, ...divProps };
  if (serverHtml === null) return <div {...wrapper}>{children}</div>;
  return (
    <div
      {...wrapper}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML of this element, read back from the page.
      dangerouslySetInnerHTML={{ __html: serverHtml }}
      suppressHydrationWarning
    />
  );
}
