import { prisma } from "../db.ts";
import { unauthorized } from "../errors.ts";
import type { LoginInput } from "../validation/users.ts";
import { hashPassword, verifyPassword } from "./password.ts";
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

/** Checks the credentials and issues a session token. */
export async function login(input: LoginInput): Promise<LoginResult> {
  const user = await prisma.user.findUnique({
    where: { username: input.username },
    select: { id: true, admin: true, tokenVersion: true, passwordHash: true },
  });
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await (dummyHash ??= hashPassword("not-a-password"))));
  if (!user || !ok) throw unauthorized(LOGIN_FAILED);
  const token = await issueToken({ sub: user.id, admin: user.admin, tv: user.tokenVersion });
  return { token, id: user.id, admin: user.admin };
}

/** Revokes every token the user holds: they all carry the old version. */
export async function logout(userId: string): Promise<void> {
  await prisma.user.updateMany({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } });
}
