import { withKeyLocks, type Tx } from "../db/key-lock.ts";

// The shop's owner: the seller who runs the shop (DESIGN.md, Roles; the check is isOwner in
// lib/auth/roles.ts). The rule that a shop without an owner is run by its first seller. At
// most one user is the owner (a partial unique index, User_one_owner_key); the advisory lock
// below makes sellers signing up at the same moment take turns, so exactly one of them
// becomes it.

const OWNER_LOCK = "shop:owner";

/** The shop's owner's id; null while it has none. */
export async function shopOwnerId(tx: Tx): Promise<string | null> {
  return (await tx.user.findFirst({ where: { owner: true }, select: { id: true } }))?.id ?? null;
}

async function hasOwner(tx: Tx): Promise<boolean> {
  return (await shopOwnerId(tx)) !== null;
}

/** Creates a seller through `create`, told whether they become the owner: they do when the shop has none yet. */
export function createSeller<T>(create: (tx: Tx, owner: boolean) => Promise<T>): Promise<T> {
  return withKeyLocks([OWNER_LOCK], async (tx) => create(tx, !(await hasOwner(tx))));
}

/** At start: a shop with sellers and no owner is run by its first seller. Returns the new owner's id, if one was made. */
export async function ensureOwner(): Promise<string | null> {
  return withKeyLocks([OWNER_LOCK], async (tx) => {
    if (await hasOwner(tx)) return null;
    const first = await tx.user.findFirst({ where: { admin: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
    if (!first) return null;
    await tx.user.update({ where: { id: first.id }, data: { owner: true } });
    return first.id;
  });
}
