import { errorResponse, json, methodNotAllowed, parseInput, preflight, readQuery, readText, withCors } from "@/lib/http";
import { idSchema } from "@/lib/validation/common";
import { wishlistAlertsOffQuerySchema } from "@/lib/validation/wishlist";
import { stopWishlistMail } from "@/lib/flows/keep-wishlist";

type Params = { userId: string };

/** RFC 8058's body is `List-Unsubscribe=One-Click`: a kilobyte is plenty. */
const UNSUBSCRIBE_BODY_BYTES = 1024;

/**
 * The one-click unsubscribe of the wishlist's mails (RFC 8058): a mail provider posts
 * `List-Unsubscribe=One-Click` as a form, with no login; the signed token of the link is the
 * authority, so the form body every other call refuses (route()'s JSON rule, which stops
 * cross-site writes made with the cookie) is read as nothing here.
 */
export async function POST(request: Request, context: { params: Promise<Params> }): Promise<Response> {
  try {
    // The form says nothing the token does not; it is read only to keep the cap every body has.
    await readText(request, UNSUBSCRIBE_BODY_BYTES);
    const userId = parseInput(idSchema, (await context.params).userId, "userId");
    const { token } = readQuery(request, wishlistAlertsOffQuerySchema);
    await stopWishlistMail(userId, token);
    return withCors(request, json({ ok: true }));
  } catch (error) {
    const response = errorResponse(error);
    // As route() does: the rest of an oversized body was left unread.
    if (response.status === 413) response.headers.set("Connection", "close");
    return withCors(request, response);
  }
}

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
