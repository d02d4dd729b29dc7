import { hashPassword } from "../auth/password.ts";
import { assertAcceptablePassword } from "../auth/password-policy.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { accountMailCounts, signupCount, takeRateLimits } from "../security/rate-limit.ts";
import { createSeller } from "../shop/owner.ts";
import type { RegisteredJson } from "../validation/responses.ts";
import type { RegisterInput } from "../validation/users.ts";
import { signupMessage, signupRole, type SignupRole } from "./seller-signup.ts";
import { assertAvailable, takenConflict } from "./unique.ts";
import { isUniqueViolation } from "../errors.ts";
import { queueVerification } from "./verification.ts";
import { sellerRequestMail } from "../auth/account-mail.ts";
import { enqueueMail } from "../mail/outbox.ts";

/** The owner hears of a request to sell at their verified address, in the sign-up's transaction. */
async function tellOwner(tx: Tx, username: string): Promise<void> {
  const owner = await tx.user.findFirst({ where: { owner: true, verifiedEmail: { not: null } }, select: { verifiedEmail: true } });
  if (owner?.verifiedEmail) await enqueueMail(tx, [sellerRequestMail(owner.verifiedEmail, username)]);
}

/**
 * Creates a shopper, or, for a sign-up that asks to sell, what SELLER_SIGNUP makes of it
 * (lib/users/seller-signup.ts): in a shop without an owner yet, that sign-up becomes the
 * owner whatever the setting (lib/shop/owner.ts). The address is mailed its verification
 * link. Sign-ups are limited per client address (signupLimit), counted before the username
 * and e-mail are looked up, so a sign-up refused because one is taken counts too; the
 * verification mail is limited per address it goes to (accountMailCounts). A request to sell
 * is mailed to the owner.
 */
export async function registerUser(input: RegisterInput, address: string): Promise<RegisteredJson> {
  assertAcceptablePassword(input.password, input.username);
  await takeRateLimits([signupCount(address)]);
  await assertAvailable(input);
  await takeRateLimits(accountMailCounts({ email: input.email }));
  const passwordHash = await hashPassword(input.password);
  const create = async (tx: Tx, role: SignupRole) => {
    const user = await tx.user.create({
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        username: input.username,
        passwordHash,
        admin: role.admin,
        owner: role.owner,
        sellerRequestedAt: role.requested ? new Date() : null,
        language: input.language,
      },
      select: { id: true, username: true, admin: true },
    });
    await queueVerification(tx, user.id, input.email);
    if (role.requested) await tellOwner(tx, user.username);
    return { ...user, ...(role.seller ? { seller: role.seller } : {}), message: signupMessage(input.email, role) };
  };
  try {
    const registered = input.admin
      ? await createSeller((tx, first) => create(tx, signupRole(true, first)))
      : await prisma.$transaction((tx) => create(tx, signupRole(false)), TX_OPTIONS);
    wakeMailSender();
    return registered;
  } catch (error) {
    if (isUniqueViolation(error)) throw takenConflict();
    throw error;
  }
}
