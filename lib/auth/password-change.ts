import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { badRequest, notFound } from "../errors.ts";
import { wakeMailSender } from "../mail/sender.ts";
import type { PasswordChangeInput } from "../validation/users.ts";
import type { LoginResult } from "./login.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { setPassword } from "./password-reset.ts";
import { beginLoginAttempt, loginFailed, loginSucceeded } from "./throttle.ts";
import { issueToken } from "./token.ts";

/**
 * Changes a signed-in account's password. The current password must be right, and a wrong one
 * counts as a failed sign-in of the account from the client address (lib/auth/throttle.ts), so
 * a stolen session cannot be used to guess it. Every other session ends; the caller's goes on
 * with the new token this returns.
 */
export async function changePassword(userId: string, input: PasswordChangeInput, address: string): Promise<LoginResult> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { username: true, passwordHash: true } });
  if (!user) throw notFound("No such user.");
  const attempt = await beginLoginAttempt(user.username, address);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    await loginFailed(attempt);
    throw badRequest("Your current password is not right.", { currentPassword: ["This is not your current password."] });
  }
  await loginSucceeded(attempt);
  assertAcceptablePassword(input.newPassword, user.username, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const { tokenVersion, admin } = await prisma.$transaction((tx) => setPassword(tx, userId, passwordHash), TX_OPTIONS);
  wakeMailSender();
  return { token: await issueToken({ sub: userId, admin, tv: tokenVersion }), id: userId, admin };
}
