import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { notFound } from "../errors.ts";
import { wakeMailSender } from "../mail/sender.ts";
import type { PasswordChangeInput } from "../validation/users.ts";
import type { LoginResult } from "./login.ts";
import { proveIdentity } from "./identity.ts";
import { hashPassword } from "./password.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { setPassword } from "./password-reset.ts";
import { issueToken } from "./token.ts";

/**
 * Changes (or, for an account made with a mobile number, sets) a signed-in account's password.
 * The person proves it is them first (lib/auth/identity.ts): the current password, or a code
 * sent to the account's number when it has none, so a stolen session cannot take the account.
 * Every other session ends; the caller's goes on with the new token this returns.
 */
export async function changePassword(userId: string, input: PasswordChangeInput, address: string): Promise<LoginResult> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { username: true } });
  if (!user) throw notFound("No such user.");
  await proveIdentity(userId, { password: input.currentPassword, code: input.code }, address, { password: "currentPassword", code: "code" });
  assertAcceptablePassword(input.newPassword, user.username, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const { tokenVersion, admin } = await prisma.$transaction((tx) => setPassword(tx, userId, passwordHash), TX_OPTIONS);
  wakeMailSender();
  return { token: await issueToken({ sub: userId, admin, tv: tokenVersion }), id: userId, admin };
}
