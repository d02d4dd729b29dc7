import { forbidden, unauthorized } from "../errors.ts";
import { assertOwner, assertSeller, isOwner } from "./roles.ts";
import { callerFromRequest, type SessionUser } from "./session.ts";

// Who may call: every route handler asks one of these before touching data.

/** Any logged-in user, else 401. */
export async function requireCaller(request: Request): Promise<SessionUser> {
  const caller = await callerFromRequest(request);
  if (!caller) throw unauthorized();
  return caller;
}

/** The user named in the path must be the caller: 401 when anonymous, 403 for anyone else. */
export async function requireSelf(request: Request, pathUserId: string): Promise<SessionUser> {
  const caller = await requireCaller(request);
  if (caller.id !== pathUserId) throw forbidden("This belongs to another account.");
  return caller;
}

/** Any seller, else 401 / 403. */
export async function requireSellerCaller(request: Request): Promise<SessionUser> {
  return assertSeller(await requireCaller(request));
}

/** The seller named in the path must be the caller. */
export async function requireSellerSelf(request: Request, pathUserId: string): Promise<SessionUser> {
  return assertSeller(await requireSelf(request, pathUserId));
}

/** The shop's owner, else 401 / 403. */
export async function requireOwnerCaller(request: Request): Promise<SessionUser> {
  return assertOwner(await requireCaller(request));
}

/** The seller named in the path, or the shop's owner (acting for any seller). */
export async function requireSellerSelfOrOwner(request: Request, pathUserId: string): Promise<SessionUser> {
  const caller = assertSeller(await requireCaller(request));
  if (caller.id !== pathUserId && !isOwner(caller)) throw forbidden("This belongs to another seller.");
  return caller;
}
