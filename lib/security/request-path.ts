import { hasAnyControlCharacter } from "../text/control-characters.ts";

/**
 * Whether a request path names nothing that can exist: percent-encoding that does not
 * decode to UTF-8 (`/%ff`), or a control character once decoded (`/products/%00`). Next
 * fails on the first while matching a dynamic route and answers 500; the second would reach
 * PostgreSQL, which cannot take NUL. proxy.ts answers both with 404.
 */
export function isUnreadablePath(pathname: string): boolean {
  try {
    return hasAnyControlCharacter(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}
