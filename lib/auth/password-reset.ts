import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { accountMailCounts, takeRateLimits } from "../security/rate-limit.ts";
import { passwordChangedMail, passwordResetMail } from "./account-mail.ts";
import { AppError } from "../errors.ts";
import { createLink, findLink, useLink, voidLinks } from "../security/link-token.ts";
import { hashPassword } from "./password.ts";
import { assertAcceptablePassword } from "./password-policy.ts";

// "Forgot password?" after OWASP's Forgot Password cheat sheet: the same answer whether or
// not an account has the address, a single-use link valid for an hour mailed only to a
// verified address and made from SITE_URL (lib/security/link-token.ts), the same password rules
// as sign-up, and every session ended once the password is set.

/** The answer to every request for a reset link, whether or not an account has the address. */
export const FORGOT_ANSWER = "If an account has confirmed this address, a link to choose a new password is on its way to it. The link works once, for an hour.";

/** At most this many accounts share one verified address (each proved it); more is not a person. */
const ACCOUNTS_PER_ADDRESS = 5;

/**
 * Counts a request for a reset link against the limits of the address typed and of the
 * client (429 when full), alike for addresses that have an account and those that do not.
 */
export async function countPasswordResetRequest(email: string, address: string): Promise<void> {
  await takeRateLimits(accountMailCounts({ email, address }));
}

/**
 * Mails a reset link to each account whose verified address this is; nothing, and no sign of
 * it, for an address no account has verified. Run after the answer has gone, so its time
 * does not tell either.
 */
export async function mailPasswordReset(email: string): Promise<void> {
  const accounts = await prisma.user.findMany({
    where: { verifiedEmail: email },
    select: { id: true, username: true, language: true },
    take: ACCOUNTS_PER_ADDRESS,
  });
  if (accounts.length === 0) return;
  await prisma.$transaction(async (tx) => {
    for (const account of accounts) {
      const linkId = await createLink(tx, account.id, "reset_password", email);
      await enqueueMail(tx, [passwordResetMail(email, account.username, linkId, account.language)]);
    }
  }, TX_OPTIONS);
  wakeMailSender();
}

/**
 * Whether a reset link still works, so that its page says at once that it was used or has
 * expired instead of a form that can only be refused. Opening the page does not use it.
 */
export async function resetLinkWorks(token: string): Promise<boolean> {
  try {
    await findLink(prisma, token, "reset_password");
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "invalid_token") return false;
    throw error;
  }
}

/**
 * Sets the password a reset link was for: the link works once and within its hour, the new
 * password follows the sign-up rules, every session of the account ends (its token version
 * moves on) and every other link of it is void; the verified address is told.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  // Checked and hashed before the link is used: a refused password leaves the link working.
  const link = await findLink(prisma, token, "reset_password");
  const user = await prisma.user.findUniqueOrThrow({ where: { id: link.userId }, select: { username: true } });
  assertAcceptablePassword(password, user.username);
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    await useLink(tx, token, "reset_password");
    await setPassword(tx, link.userId, passwordHash);
  }, TX_OPTIONS);
  wakeMailSender();
}

/**
 * Stores a new password hash, in the caller's transaction: every token of the account stops
 * working, its unused links are void, and its verified address hears of it.
 */
export async function setPassword(tx: Tx, userId: string, passwordHash: string): Promise<{ tokenVersion: number; admin: boolean }> {
  const user = await tx.user.update({
    where: { id: userId },
    data: { passwordHash, tokenVersion: { increment: 1 } },
    select: { username: true, verifiedEmail: true, tokenVersion: true, admin: true, language: true },
  });
  await voidLinks(tx, userId, "reset_password");
  if (user.verifiedEmail) await enqueueMail(tx, [passwordChangedMail(user.verifiedEmail, user.username, user.language)]);
  return { tokenVersion: user.tokenVersion, admin: user.admin };
}
