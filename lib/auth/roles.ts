import { prisma } from "../db.ts";
import { forbidden, notFound } from "../errors.ts";

// The one seller check and the one owner check. Sellers are users with the admin flag, as the server stores it;
// what a browser keeps (isAdmin in local storage) never counts. Route handlers check the
// caller (lib/auth/guard.ts), seller pages the session (lib/seller/guard.ts), and lib
// functions that act for a seller the account itself (assertSellerAccount).

export function isSeller(user: { admin: boolean }): boolean {
  return user.admin;
}

/** The user, if a seller; else 403. */
export function assertSeller<U extends { admin: boolean }>(user: U): U {
  if (!isSeller(user)) throw forbidden("Only sellers can do that.");
  return user;
}

/** The account behind `userId` must exist (404) and be a seller's (403). */
export async function assertSellerAccount(userId: string): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { admin: true } });
  if (!user) throw notFound("No such user.");
  assertSeller(user);
}

/** The shop's owner: the seller who runs the shop (lib/shop/owner.ts makes one). */
export function isOwner(user: { admin: boolean; owner: boolean }): boolean {
  return user.owner && isSeller(user);
}

/** The user, if the shop's owner; else 403. */
export function assertOwner<U extends { admin: boolean; owner: boolean }>(user: U): U {
  if (!isOwner(user)) throw forbidden("Only the shop's owner can do that.");
  return user;
}
