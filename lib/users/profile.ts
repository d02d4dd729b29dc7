import { prisma } from "../db.ts";
import { notFound } from "../errors.ts";
import type { ProfileJson } from "../validation/responses.ts";
import type { ProfileInput } from "../validation/users.ts";
import { assertAvailable, isUniqueViolation, takenConflict } from "./unique.ts";

export type { ProfileJson } from "../validation/responses.ts";

const profileSelect = { id: true, firstName: true, lastName: true, username: true, email: true, admin: true } as const;

export async function getProfile(userId: string): Promise<ProfileJson> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: profileSelect });
  if (!user) throw notFound("No such user.");
  return user;
}

/** Changes names, username or email; never the password, admin flag or anything else. */
export async function updateProfile(userId: string, input: ProfileInput): Promise<ProfileJson> {
  await getProfile(userId);
  await assertAvailable(input, userId);
  try {
    return await prisma.user.update({
      where: { id: userId },
      data: { firstName: input.firstName, lastName: input.lastName, username: input.username, email: input.email },
      select: profileSelect,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw takenConflict();
    throw error;
  }
}
