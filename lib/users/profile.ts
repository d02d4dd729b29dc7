import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { notFound, isUniqueViolation } from "../errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { accountMailCounts, emailChangeCounts, takeRateLimits, type Count } from "../security/rate-limit.ts";
import type { ProfileJson } from "../validation/responses.ts";
import type { ProfileInput } from "../validation/users.ts";
import { hasNoPassword } from "../auth/identity.ts";
import { voidLinks } from "../security/link-token.ts";
import { emailChangedMail } from "../auth/account-mail.ts";
import { assertAvailableCounted, takenConflict } from "./unique.ts";
import { queueVerification } from "./verification.ts";

export type { ProfileJson } from "../validation/responses.ts";

const profileSelect = {
  id: true,
  firstName: true,
  lastName: true,
  username: true,
  email: true,
  admin: true,
  emailVerified: true,
  verifiedEmail: true,
  sellerRequestedAt: true,
  mobile: true,
  whatsappConsentAt: true,
  whatsappConsentMobile: true,
  newOrderWhatsAppAt: true,
  passwordHash: true,
} as const;

type ProfileRow = {
  sellerRequestedAt: Date | null;
  email: string | null;
  whatsappConsentAt: Date | null;
  whatsappConsentMobile: string | null;
  newOrderWhatsAppAt: Date | null;
  passwordHash: string;
} & Omit<ProfileJson, "sellerRequest" | "email" | "whatsappUpdates" | "hasPassword" | "newOrderWhatsApp">;

/** An account made by signing in with a mobile number has no e-mail address yet: "" at the API, as the spec's clients read a string. */
function toProfileJson({
  sellerRequestedAt,
  email,
  whatsappConsentAt,
  whatsappConsentMobile,
  newOrderWhatsAppAt,
  passwordHash,
  ...user
}: ProfileRow): ProfileJson {
  const whatsappUpdates = whatsappConsentAt && whatsappConsentMobile ? { mobile: whatsappConsentMobile, since: whatsappConsentAt.toISOString() } : null;
  return {
    ...user,
    email: email ?? "",
    sellerRequest: sellerRequestedAt ? "pending" : null,
    whatsappUpdates,
    newOrderWhatsApp: newOrderWhatsAppAt !== null,
    hasPassword: !hasNoPassword({ passwordHash }),
  };
}

export async function getProfile(userId: string): Promise<ProfileJson> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: profileSelect });
  if (!user) throw notFound("No such user.");
  return toProfileJson(user);
}

/**
 * Changes names, username or email; never the password, admin flag or anything else. A
 * username or e-mail taken by someone else is 409, paced like sign-ups (assertAvailableCounted).
 * A new e-mail address is unverified until its link is used: it gets that link and nothing
 * else, order mail keeps going to the last verified address, and that address is told of the
 * change. Going back to the verified address needs no link. E-mail changes and their mails are
 * rate-limited per account and per client address.
 */
export async function updateProfile(userId: string, input: ProfileInput, address: string): Promise<ProfileJson> {
  const current = await prisma.user.findUnique({ where: { id: userId }, select: profileSelect });
  if (!current) throw notFound("No such user.");
  const username = input.username !== undefined && input.username !== current.username ? input.username : undefined;
  const email = input.email !== undefined && input.email !== current.email ? input.email : undefined;
  if (username || email) await assertAvailableCounted({ username, email }, userId, address);
  const backToVerified = email !== undefined && email === current.verifiedEmail;
  if (email) {
    const counts: Count[] = [...emailChangeCounts(userId, address), ...(backToVerified ? [] : accountMailCounts({ userId, email, address }))];
    await takeRateLimits(counts);
  }
  try {
    const updated = await prisma.$transaction(async (tx) => {
      const user = await tx.user.update({
        where: { id: userId },
        data: {
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.username,
          ...(email ? { email, emailVerified: backToVerified } : {}),
        },
        select: profileSelect,
      });
      if (email) {
        await voidLinks(tx, userId, "verify_email");
        if (!backToVerified) await queueVerification(tx, userId, email);
        if (current.verifiedEmail && !backToVerified) {
          const { language } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { language: true } });
          await enqueueMail(tx, [emailChangedMail(current.verifiedEmail, user.username, email, language)]);
        }
      }
      return user;
    }, TX_OPTIONS);
    if (email) wakeMailSender();
    return toProfileJson(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw takenConflict();
    throw error;
  }
}
