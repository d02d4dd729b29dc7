import { sendMobileCode, spendMobileCode } from "../auth/mobile-code.ts";
import type { LoginResult } from "../auth/login.ts";
import { sessionFor } from "../auth/mobile-sign-in.ts";
import { prisma } from "../db.ts";
import { badRequest, conflict, notFound, isUniqueViolation } from "../errors.ts";

// A signed-in account adds or changes its mobile number: a code goes to the new number, and
// the number is theirs once the code comes back. As a password change does, the change ends
// every other session of the account (a number signs in); the caller's goes on with the new
// token this returns.

const takenNumber = () => conflict("This mobile number belongs to another account.", { mobile: ["This mobile number belongs to another account."] });

/** Sends a code to the new number; 409 when another account has it. */
export async function requestMobileChange(userId: string, mobile: string, address: string): Promise<void> {
  const holder = await prisma.user.findUnique({ where: { mobile }, select: { id: true } });
  if (holder?.id === userId) throw badRequest("This is already your mobile number.", { mobile: ["This is already your mobile number."] });
  if (holder) throw takenNumber();
  await sendMobileCode(mobile, { purpose: "change", userId }, address);
}

/** Spends the code (401 when wrong) and makes its number the account's. */
export async function confirmMobileChange(userId: string, code: string): Promise<LoginResult> {
  const mobile = await spendMobileCode({ purpose: "change", userId }, code);
  try {
    const user = await prisma.user.update({
      where: { id: userId },
      data: { mobile, tokenVersion: { increment: 1 } },
      select: { id: true, admin: true, tokenVersion: true },
    });
    return await sessionFor(user);
  } catch (error) {
    if (isUniqueViolation(error)) throw takenNumber();
    if ((error as { code?: string }).code === "P2025") throw notFound("No such user.");
    throw error;
  }
}
