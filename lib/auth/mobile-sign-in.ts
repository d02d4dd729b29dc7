import crypto from "node:crypto";
import type { Language } from "../generated/prisma/enums.ts";
import { prisma } from "../db.ts";
import { isUniqueViolation } from "../errors.ts";
import type { LoginResult } from "./login.ts";
import { sendMobileCode, spendMobileCode } from "./mobile-code.ts";
import { issueToken } from "./token.ts";

// Signing in with a mobile number and a code sent to it (docs/api.md, Accounts). Asking for a
// code answers the same whether or not an account has the number, so nobody learns who is a
// customer; the right code signs in the account that has the number, or makes one.

/** The login's answer, and `created` when the number was new and its account made now. */
export type MobileSignInResult = LoginResult & { created?: true };

export function sendSignInCode(mobile: string, address: string): Promise<void> {
  return sendMobileCode(mobile, { purpose: "sign_in" }, address);
}

/** The login's answer for an account, as a password sign-in gives it. */
export const sessionFor = async (user: { id: string; admin: boolean; tokenVersion: number }): Promise<LoginResult> => ({
  token: await issueToken({ sub: user.id, admin: user.admin, tv: user.tokenVersion }),
  id: user.id,
  admin: user.admin,
});

const accountSelect = { id: true, admin: true, tokenVersion: true } as const;

/**
 * Spends the code (401 when it is wrong, expired or spent) and signs in the account with this
 * number. A new number becomes a shopper's account with the number verified, a generated
 * username and no password, e-mail or names yet (the profile asks for them), in `language`: the
 * page's it signed in on, the one its mail and messages are written in.
 */
export async function signInWithCode(mobile: string, code: string, language: Language = "en"): Promise<MobileSignInResult> {
  await spendMobileCode({ purpose: "sign_in" }, code, mobile);
  const known = await prisma.user.findUnique({ where: { mobile }, select: accountSelect });
  if (known) return sessionFor(known);
  try {
    const made = await prisma.user.create({
      data: { mobile, username: `shopper-${crypto.randomBytes(5).toString("hex")}`, firstName: "", passwordHash: "", language },
      select: accountSelect,
    });
    return { ...(await sessionFor(made)), created: true };
  } catch (error) {
    // Two codes of one new number spent at once: the other made the account.
    if (!isUniqueViolation(error)) throw error;
    const other = await prisma.user.findUnique({ where: { mobile }, select: accountSelect });
    if (!other) throw error;
    return sessionFor(other);
  }
}
