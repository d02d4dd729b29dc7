import { prisma } from "../db.ts";
import { unauthorized } from "../errors.ts";
import type { LoginInput } from "../validation/users.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { beginLoginAttempt, loginFailed, loginSucceeded } from "./throttle.ts";
import { issueToken } from "./token.ts";

export interface LoginResult {
  token: string;
  id: string;
  admin: boolean;
}

// Spent on unknown usernames too, so the answer time does not tell which usernames exist.
let dummyHash: Promise<string> | undefined;

/** The spec's banner text for every failure, whichever part was wrong. */
export const LOGIN_FAILED = "Invalid password/username";

/** The account a login names: by its e-mail address when the name has an "@", which no username has, else by its username. */
const accountNamed = (name: string) => (name.includes("@") ? { email: name } : { username: name });

/**
 * Checks the credentials (the username or the e-mail address, and the password) and issues a session token. Failures are throttled per account
 * and client address, and per client address (throttle.ts); a throttled attempt is
 * refused before any password is checked.
 */
export async function login(input: LoginInput, address: string): Promise<LoginResult> {
  const user = await prisma.user.findUnique({
    where: accountNamed(input.username),
    select: { id: true, username: true, admin: true, tokenVersion: true, passwordHash: true },
  });
  // Counted against the account however it was named, so its username and its e-mail address
  // do not each get their own allowance of guesses.
  const attempt = await beginLoginAttempt(user?.username ?? input.username, address);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await (dummyHash ??= hashPassword("not-a-password"))));
  if (!user || !ok) {
    await loginFailed(attempt);
    throw unauthorized(LOGIN_FAILED);
  }
  await loginSucceeded(attempt);
  const token = await issueToken({ sub: user.id, admin: user.admin, tv: user.tokenVersion });
  return { token, id: user.id, admin: user.admin };
}

/** Revokes every token the user holds: they all carry the old version. */
export async function logout(userId: string): Promise<void> {
  await prisma.user.updateMany({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } });
}
