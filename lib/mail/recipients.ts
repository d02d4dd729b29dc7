import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";

/**
 * Where the shop may mail these accounts, by id: only an address the account holder proved
 * theirs (lib/users/verification.ts), the last one they confirmed. An address given but not
 * yet confirmed gets nothing but its verification mail; accounts that never confirmed one
 * are left out, and get no mail at all (their order pages show everything).
 */
export async function mailAddressesOf(userIds: string[], db: Tx = prisma): Promise<Map<string, string>> {
  const users = await db.user.findMany({
    where: { id: { in: [...new Set(userIds)] }, verifiedEmail: { not: null } },
    select: { id: true, verifiedEmail: true },
  });
  return new Map(users.map((u) => [u.id, u.verifiedEmail!]));
}
