import { hashPassword } from "../auth/password.ts";
import { assertAcceptablePassword } from "../auth/password-policy.ts";
import { prisma } from "../db.ts";
import type { RegisterInput } from "../validation/users.ts";
import { assertAvailable, isUniqueViolation, takenConflict } from "./unique.ts";

/** Creates a shopper, or a seller when `admin` is true. */
export async function registerUser(input: RegisterInput): Promise<{ id: string; username: string }> {
  assertAcceptablePassword(input.password, input.username);
  await assertAvailable(input);
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
