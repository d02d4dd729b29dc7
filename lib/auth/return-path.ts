// Where a login goes back to: the "Log in" link of a login prompt carries the page it was
// on as `?next=`. Only a path of this shop is followed; anything else (another site,
// "//host", "/\host", a script URL) is ignored, so the link cannot send a shopper away.

const MAX_LENGTH = 512;

/** `next` when it is a path of this site, else null. */
export function returnPath(next: string | null | undefined): string | null {
  if (!next || next.length > MAX_LENGTH) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  // The login page itself (in either language) would only come back to the form.
  if (/^(\/hi)?\/login(\?|$)/.test(next)) return null;
  return next;
}

/**
 * `path` passing on where the shopper was going: a login prompt's page rides from /login to
 * "Create an account" and, after sign-up, back to /login, so that logging in ends there.
 */
export function carryingNext(path: string, next: string | null | undefined): string {
  const kept = returnPath(next);
  return kept ? `${path}?next=${encodeURIComponent(kept)}` : path;
}
