import { forgetLoginAttemptsIn } from "../auth/throttle.ts";
import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import { forgetMailToIn } from "../mail/outbox.ts";

// Erasing an account (DPDP Act 2023, the right to erasure; SECURITY.md, Records and
// retention): the users module's part, in the flow's transaction (lib/flows/delete-account.ts)
// after the orders forgot the person.

/** What erasing the account needs to know of it; null when there is no such user. */
export function accountToErase(userId: string) {
  return prisma.user.findUnique({ where: { id: userId }, select: { id: true, username: true, owner: true, email: true, verifiedEmail: true } });
}

/**
 * The account goes with the mail to its addresses and the sign-in attempts on its username;
 * its cart, saved addresses, links and image records go with its row (the schema's cascades).
 */
export async function eraseAccountIn(tx: Tx, account: { id: string; username: string; email: string | null; verifiedEmail: string | null }): Promise<void> {
  const addresses = [account.email, account.verifiedEmail].filter((address): address is string => address !== null);
  await forgetMailToIn(tx, addresses);
  await forgetLoginAttemptsIn(tx, account.username);
  await tx.user.delete({ where: { id: account.id } });
}
