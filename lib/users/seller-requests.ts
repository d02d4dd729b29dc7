import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { conflict, notFound } from "../errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { sellerDecisionMail } from "../auth/account-mail.ts";

// Who becomes a seller after sign-up, by the owner's say: a request to sell (SELLER_SIGNUP=approval,
// lib/users/seller-signup.ts) is a shopper with `sellerRequestedAt` set until the owner approves
// or declines it; in any mode the owner can also make an account a seller by its username.

export interface SellerRequest {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  requestedAt: Date;
}

/** The requests waiting for the owner, oldest first. */
export async function pendingSellerRequests(): Promise<SellerRequest[]> {
  const users = await prisma.user.findMany({
    where: { sellerRequestedAt: { not: null } },
    orderBy: [{ sellerRequestedAt: "asc" }, { id: "asc" }],
    select: { id: true, username: true, firstName: true, lastName: true, email: true, emailVerified: true, sellerRequestedAt: true },
  });
  return users.map(({ id, sellerRequestedAt, email, ...user }) => ({ userId: id, ...user, email: email ?? "", requestedAt: sellerRequestedAt! }));
}

/** Closes the account's request either way and, approved, makes it a seller whose sessions end (the next sign-in opens the console); a verified address is told. */
async function settle(tx: Tx, userId: string, approve: boolean): Promise<void> {
  const user = await tx.user.update({
    where: { id: userId },
    data: approve ? { sellerRequestedAt: null, admin: true, tokenVersion: { increment: 1 } } : { sellerRequestedAt: null },
    select: { username: true, verifiedEmail: true },
  });
  if (user.verifiedEmail) await enqueueMail(tx, [sellerDecisionMail(user.verifiedEmail, user.username, approve)]);
}

/** The owner's decision on a waiting request; 404 when the account has none waiting. */
export async function decideSellerRequest(userId: string, approve: boolean): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const waiting = await tx.user.count({ where: { id: userId, sellerRequestedAt: { not: null } } });
    if (waiting !== 1) throw notFound("This account has no request to sell waiting.");
    await settle(tx, userId, approve);
  }, TX_OPTIONS);
  wakeMailSender();
}

/** The owner makes an account a seller by its username (in every mode; with SELLER_SIGNUP=closed the only way): 404 for no such account, 409 for a seller already. */
export async function makeSeller(username: string): Promise<{ userId: string }> {
  const userId = await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { username }, select: { id: true, admin: true } });
    if (!user) throw notFound("No account has this username.");
    if (user.admin) throw conflict("This account is a seller already.", { username: ["is a seller already"] });
    await settle(tx, user.id, true);
    return user.id;
  }, TX_OPTIONS);
  wakeMailSender();
  return { userId };
}
