import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until React has taken over the page, then true. Parts that
 * only work with JavaScript (tabs, zoom, a disabled-until-valid button) switch on with it, so
 * the page without JavaScript never shows a control that does nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
