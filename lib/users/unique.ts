import { prisma } from "../db.ts";
import { conflict } from "../errors.ts";

/** 409 with the taken fields, when another user already has this username or email. */
export async function assertAvailable(fields: { username?: string; email?: string }, exceptUserId?: string): Promise<void> {
  const or = [
    ...(fields.username ? [{ username: fields.username }] : []),
    ...(fields.email ? [{ email: fields.email }] : []),
  ];
  if (or.length === 0) return;
  const others = await prisma.user.findMany({ where: { OR: or, NOT: exceptUserId ? { id: exceptUserId } : undefined }, select: { username: true, email: true } });
  const taken: Record<string, string[]> = {};
  if (others.some((u) => u.username === fields.username)) taken.username = ["already taken"];
  if (others.some((u) => u.email === fields.email)) taken.email = ["already registered"];
  if (Object.keys(taken).length) throw conflict("That username or email is already in use.", taken);
}

/** The unique index is the final word when two sign-ups race: its violation becomes the same 409. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

export const takenConflict = () => conflict("That username or email is already in use.");
