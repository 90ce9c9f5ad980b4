/**
 * Hostile redirect targets, generated: the ways a path can be written so that a browser, or a
 * server that tidies it, ends up on another site. Used by the tests of `safeRedirectPath` and of
 * every route that takes a target from a parameter. Each target names `evil.example` (or a
 * look-alike of it), so a result that leaves the site is easy to recognise.
 */

/** What comes before the second slash: dot segments, plain and percent-encoded. */
const LEADS = [
  "/",
  "/.",
  "/..",
  "/./",
  "/../",
  "/a/..",
  "/a/../",
  "/a/b/../..",
  "/%2e",
  "/%2e%2e",
  "/%2E%2e",
  "/.%2e",
  "/%2e.",
  "/..;",
  "/.;",
  "/;",
  "/%2e%2e;",
  "/products/../..",
];

/** What separates the lead from the host: slashes, backslashes, encoded and full-width forms, blanks. */
const SEPARATORS = [
  "/",
  "//",
  "\\",
  "/\\",
  "\\/",
  "%2f",
  "%2F",
  "%5c",
  "/%2f",
  "%2f%2f",
  "\t/",
  "/\t/",
  "\n/",
  "\r\n/",
  "/\u0000/",
  "\u007f/",
  "\uff0f",
  "\uff3c",
  " /",
  "/%09/",
  "/%0a/",
];

/** The other site, and ways to spell it. */
const HOSTS = [
  "evil.example",
  "EVIL.example/phish",
  "evil.example@shop.invalid",
  "shop.invalid@evil.example",
  "user:pass@evil.example",
  "evil\u3002example",
  "\uff45\uff56\uff49\uff4c.example",
  "evil.example:443/x?y=1#z",
  "evil.example%2fphish",
];

/** Whole targets that name another site outright, as a scheme or a network path. */
const OUTRIGHT = [
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "\\\\evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "https://evil.example",
  "HTTPS://evil.example",
  "hTtPs://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  " //evil.example",
  "\t//evil.example",
  "\u0001//evil.example",
  "\uff0f\uff0fevil.example",
  "/\uff0fevil.example",
  "%2f%2fevil.example",
  "/%2f/evil.example",
  "//evil.example@shop.invalid",
  "//shop.invalid@evil.example",
  "/@evil.example",
  "@evil.example",
  "evil.example",
  "//evil%2eexample",
  "//%65vil.example",
  "\u200b//evil.example",
];

/** Every lead with every separator and host, and the outright ones: well over 500 targets. */
export function hostileRedirectTargets(): string[] {
  const targets = new Set<string>(OUTRIGHT);
  for (const lead of LEADS) {
    for (const separator of SEPARATORS) {
      for (const host of HOSTS) targets.add(`${lead}${separator}${host}`);
    }
  }
  return [...targets];
}

/**
 * The dot-segment targets alone: harmless as they are written (a browser keeps them on this
 * site), off the site once something removes their dot segments and sends the result.
 */
export const DOT_SEGMENT_TARGETS = [
  "/..//evil.example/phish",
  "/.//evil.example/phish",
  "/a/..//evil.example/phish",
  "/%2e%2e//evil.example/phish",
  "/%2E%2E//evil.example/phish",
  "/./..//evil.example/phish",
  "/products/../..//evil.example/phish",
  "/.%2e//evil.example/phish",
];
