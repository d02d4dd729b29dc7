import { prisma } from "../db.ts";
import { conflict } from "../errors.ts";
import { assertRateLimitRoom, recordRateLimitHits, signupCount } from "../security/rate-limit.ts";

/** 409 with the taken fields, when another user already has this username or email. */
export async function assertAvailable(fields: { username?: string; email?: string }, exceptUserId?: string): Promise<void> {
  const or = [...(fields.username ? [{ username: fields.username }] : []), ...(fields.email ? [{ email: fields.email }] : [])];
  if (or.length === 0) return;
  const others = await prisma.user.findMany({
    where: { OR: or, NOT: exceptUserId ? { id: exceptUserId } : undefined },
    select: { username: true, email: true },
  });
  const taken: Record<string, string[]> = {};
  if (others.some((u) => u.username === fields.username)) taken.username = ["This username is already taken."];
  if (others.some((u) => u.email === fields.email)) taken.email = ["This email address is already registered."];
  if (Object.keys(taken).length) throw conflict("That username or email is already in use.", taken);
}

/**
 * assertAvailable for a profile change, paced like sign-ups: a 409 counts toward the sign-up
 * limit of the client address (lib/security/rate-limit.ts), and once that is full every
 * change of username or e-mail from there is 429, taken or not, so the answers stop telling
 * which names exist.
 */
export async function assertAvailableCounted(fields: { username?: string; email?: string }, userId: string, address: string): Promise<void> {
  const counts = [signupCount(address)];
  await assertRateLimitRoom(counts);
  try {
    await assertAvailable(fields, userId);
  } catch (error) {
    await recordRateLimitHits(counts);
    throw error;
  }
}

export const takenConflict = () => conflict("That username or email is already in use.");
