import { prisma } from "../db.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { sendMobileCode, spendMobileCode } from "./mobile-code.ts";
import { verifyPassword } from "./password.ts";
import { beginLoginAttempt, loginFailed, loginSucceeded } from "./throttle.ts";

// Proving, on a signed-in session, that its person is at the keyboard before a change that a
// stolen session must not make (a new password, deleting the account): the account's password,
// or, for an account made by signing in with a mobile number (no password), a fresh code sent
// to that number. A wrong password counts as a failed sign-in (lib/auth/throttle.ts); a code
// has its own tries and limits (lib/auth/mobile-code.ts).

/** What the person gives: their password, or the code sent to their number. */
export interface Proof {
  password?: string;
  code?: string;
}

/** Where a wrong proof is said: the form's field of it. */
export interface ProofFields {
  password: string;
  code: string;
}

/** An account without a password: only a code signs it in. */
export const hasNoPassword = (user: { passwordHash: string }) => user.passwordHash === "";

/** Sends a code to the number of an account without a password (202); 409 for an account with one, or without a number. */
export async function sendConfirmationCode(userId: string, address: string): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true, mobile: true } });
  if (!user) throw notFound("No such user.");
  if (!hasNoPassword(user)) throw conflict("Your account has a password: give it instead of a code.");
  if (!user.mobile) throw conflict("Your account has no mobile number to send a code to.");
  await sendMobileCode(user.mobile, { purpose: "confirm", userId }, address);
}

/** Checks the proof for the account; 400 naming the field when it is missing or wrong (a code: 401, as every code check). */
export async function proveIdentity(userId: string, proof: Proof, address: string, fields: ProofFields): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { username: true, passwordHash: true } });
  if (!user) throw notFound("No such user.");
  if (hasNoPassword(user)) {
    if (!proof.code) throw badRequest("Ask for a code and type it in.", { [fields.code]: ["Ask for a code sent to your mobile number, then type it here."] });
    await spendMobileCode({ purpose: "confirm", userId }, proof.code);
    return;
  }
  const attempt = await beginLoginAttempt(user.username, address);
  if (!proof.password || !(await verifyPassword(proof.password, user.passwordHash))) {
    await loginFailed(attempt);
    throw badRequest(`Your ${fields.password === "currentPassword" ? "current " : ""}password is not right.`, {
      [fields.password]: [`This is not your ${fields.password === "currentPassword" ? "current " : ""}password.`],
    });
  }
  await loginSucceeded(attempt);
}
