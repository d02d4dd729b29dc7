import { throttleNetwork } from "../auth/client-address.ts";
import { hashPassword } from "../auth/password.ts";
import { assertAcceptablePassword } from "../auth/password-policy.ts";
import { prisma } from "../db.ts";
import { signupLimit, takeRateLimit } from "../security/rate-limit.ts";
import type { RegisterInput } from "../validation/users.ts";
import { assertAvailable, isUniqueViolation, takenConflict } from "./unique.ts";

/**
 * Creates a shopper, or a seller when `admin` is true. Sign-ups that get as far as hashing
 * the password are limited per client address (signupLimit).
 */
export async function registerUser(input: RegisterInput, address: string): Promise<{ id: string; username: string }> {
  assertAcceptablePassword(input.password, input.username);
  await assertAvailable(input);
  await takeRateLimit(signupLimit(), throttleNetwork(address));
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.user.create({
      data: { firstName: input.firstName, lastName: input.lastName, email: input.email, username: input.username, passwordHash, admin: input.admin },
      select: { id: true, username: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw takenConflict();
    throw error;
  }
}
