import { proveIdentity, type Proof } from "../auth/identity.ts";
import { countProductsOf } from "../catalog/lookups.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { conflict, notFound } from "../errors.ts";
import { countOpenLinesOf, removePersonFromOrders } from "../orders/retention.ts";
import { accountToErase, eraseAccountIn } from "../users/erase.ts";

// Erasing an account (DPDP Act 2023, the right to erasure; SECURITY.md, Records and retention):
// the person goes, their sales records stay. Their orders, and a former seller's order lines,
// lose the link to them (lib/orders/retention.ts) and keep what tax law asks; the account's
// row goes, and with it everything that names or reaches the person (lib/users/erase.ts).

/** What a seller must settle before their account can go: 409 saying so, or nothing. */
async function assertNothingToSettle(userId: string): Promise<void> {
  const [products, openLines] = await Promise.all([countProductsOf(userId), countOpenLinesOf(userId)]);
  const todo = [
    ...(products ? [`delete your ${products === 1 ? "product" : `${products} products`}`] : []),
    ...(openLines ? [`deliver or cancel ${openLines === 1 ? "the order line" : `the ${openLines} order lines`} still open`] : []),
  ];
  if (todo.length) throw conflict(`Before your account can be deleted, ${todo.join(" and ")}.`);
}

/**
 * Deletes the caller's account: the password must be right (a wrong one counts as a failed
 * sign-in, lib/auth/throttle.ts), or for an account without one a code sent to its number
 * (lib/auth/identity.ts); the shop's owner cannot (the shop needs one), a seller only
 * with no products and no open order lines (409 saying what to settle). The account goes with
 * its names, e-mail address, username, password, saved addresses, cart, links and the mail to
 * it, so every session ends; orders stay, with the delivery address they were sent to, as
 * sales records without the person.
 */
export async function deleteAccount(userId: string, proof: Proof, address: string): Promise<void> {
  const user = await accountToErase(userId);
  if (!user) throw notFound("No such user.");
  await proveIdentity(userId, proof, address, { password: "password", code: "code" });
  if (user.owner) throw conflict("The shop's owner cannot delete their account: the shop needs its owner.");
  await assertNothingToSettle(userId);
  await prisma.$transaction(async (tx) => {
    await removePersonFromOrders(tx, userId);
    await eraseAccountIn(tx, user);
  }, TX_OPTIONS);
}
