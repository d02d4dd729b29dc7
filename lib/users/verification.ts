import { createLink, invalidLink, useLink } from "../security/link-token.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { accountMailCounts, takeRateLimits } from "../security/rate-limit.ts";
import { verificationMail } from "../auth/account-mail.ts";

// Proving an e-mail address: sign-up and every change of address mail a single-use link to
// it (lib/security/link-token.ts); opening it and confirming marks the address verified and makes
// it the one order and reset mail go to (lib/mail/recipients.ts). Until then the address
// gets nothing else. Signing in never needs it, so the spec's original client is unaffected.

/** Records a verification link for `email` and its mail in the account's language, in the caller's transaction; earlier links of the account stop working. */
export async function queueVerification(tx: Tx, userId: string, email: string): Promise<void> {
  const linkId = await createLink(tx, userId, "verify_email", email);
  const { language } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { language: true } });
  await enqueueMail(tx, [verificationMail(email, linkId, language)]);
}

/**
 * Uses a verification link: the address it was mailed to becomes the account's verified
 * one, if it is still the account's address (a link to an address changed since is void).
 */
export async function verifyEmail(token: string): Promise<{ email: string }> {
  return prisma.$transaction(async (tx) => {
    const link = await useLink(tx, token, "verify_email");
    const { count } = await tx.user.updateMany({ where: { id: link.userId, email: link.email }, data: { emailVerified: true, verifiedEmail: link.email } });
    if (count !== 1) throw invalidLink();
    return { email: link.email };
  }, TX_OPTIONS);
}

/** Mails the account's unverified address a new link (the profile's "send it again"); rate-limited like every account mail. */
export async function resendVerification(userId: string, address: string): Promise<{ email: string }> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true } });
  if (!user) throw notFound("No such user.");
  if (user.emailVerified) throw conflict("Your e-mail address is already confirmed.");
  const { email } = user;
  if (!email) throw badRequest("Add an e-mail address to your profile first.");
  await takeRateLimits(accountMailCounts({ userId, email, address }));
  await prisma.$transaction((tx) => queueVerification(tx, userId, email), TX_OPTIONS);
  wakeMailSender();
  return { email };
}
