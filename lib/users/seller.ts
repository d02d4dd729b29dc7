import { prisma } from "../db.ts";
import { forbidden, notFound } from "../errors.ts";

/** Sellers are users with the admin flag; lib functions that act for a seller check it themselves, not only the route. */
export async function assertSellerAccount(userId: string): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { admin: true } });
  if (!user) throw notFound("No such user.");
  if (!user.admin) throw forbidden("Only sellers can do that.");
}
