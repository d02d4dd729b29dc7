import type { SavedAddress } from "../generated/prisma/client.ts";
import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import { conflict, notFound } from "../errors.ts";
import { withUserLock } from "../db/user-lock.ts";
import type { SavedAddressJson } from "../validation/responses.ts";
import type { SavedAddressInput, SavedAddressUpdate } from "../validation/address.ts";
import { completeAddress, type DeliveryAddress } from "./complete.ts";

export type { SavedAddressJson } from "../validation/responses.ts";

// A shopper's address book. Every change runs under the user's lock (lib/db/user-lock.ts), as
// checkouts do, so the count, the one default and an order saving its address take turns.

/** Enough for home, work, family and friends; a full book refuses more (409) until one is deleted. */
export const MAX_SAVED_ADDRESSES = 20;

export function toSavedAddressJson(saved: SavedAddress): SavedAddressJson {
  const { id, name, mobile, address, city, state, stateCode, pin, isDefault } = saved;
  return { id, name, mobile, address, city, state, stateCode, pin, isDefault };
}

/** The default first, then the newest. */
export async function listAddresses(userId: string): Promise<SavedAddressJson[]> {
  const rows = await prisma.savedAddress.findMany({ where: { userId }, orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toSavedAddressJson);
}

async function ownAddress(tx: Tx, userId: string, id: string): Promise<SavedAddress> {
  const saved = await tx.savedAddress.findFirst({ where: { id, userId } });
  if (!saved) throw notFound("No such saved address.");
  return saved;
}

/** Makes `id` the user's one default (the partial unique index allows no second). */
async function makeDefault(tx: Tx, userId: string, id: string): Promise<void> {
  await tx.savedAddress.updateMany({ where: { userId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
  await tx.savedAddress.update({ where: { id }, data: { isDefault: true } });
}

async function hasDefault(tx: Tx, userId: string): Promise<boolean> {
  return (await tx.savedAddress.count({ where: { userId, isDefault: true } })) > 0;
}

/** Saves an address (completed from its PIN); the first one, or one sent with isDefault, becomes the default. */
export async function addAddress(userId: string, input: SavedAddressInput): Promise<SavedAddressJson> {
  const address = await completeAddress(input);
  return withUserLock(userId, async (tx) => {
    if ((await tx.savedAddress.count({ where: { userId } })) >= MAX_SAVED_ADDRESSES) {
      throw conflict(`You can keep at most ${MAX_SAVED_ADDRESSES} addresses; delete one first.`);
    }
    const isDefault = input.isDefault === true || !(await hasDefault(tx, userId));
    const saved = await tx.savedAddress.create({ data: { userId, ...address } });
    if (isDefault) await makeDefault(tx, userId, saved.id);
    return toSavedAddressJson(await tx.savedAddress.findUniqueOrThrow({ where: { id: saved.id } }));
  });
}

/** Changes the fields sent; a new PIN brings its state, and its district as the city unless a city is sent too. */
export async function updateAddress(userId: string, id: string, input: SavedAddressUpdate): Promise<SavedAddressJson> {
  return withUserLock(userId, async (tx) => {
    const saved = await ownAddress(tx, userId, id);
    const pinChanged = input.pin !== undefined && input.pin !== saved.pin;
    const address = await completeAddress({
      name: input.name ?? saved.name,
      mobile: input.mobile ?? saved.mobile,
      address: input.address ?? saved.address,
      city: input.city ?? (pinChanged ? undefined : saved.city),
      state: input.state,
      pin: input.pin ?? saved.pin,
    });
    await tx.savedAddress.update({ where: { id }, data: { ...address, ...(input.isDefault === false ? { isDefault: false } : {}) } });
    if (input.isDefault === true) await makeDefault(tx, userId, id);
    return toSavedAddressJson(await tx.savedAddress.findUniqueOrThrow({ where: { id } }));
  });
}

/** Deletes a saved address; when it was the default, the newest of the others takes its place. */
export async function deleteAddress(userId: string, id: string): Promise<void> {
  await withUserLock(userId, async (tx) => {
    const saved = await ownAddress(tx, userId, id);
    await tx.savedAddress.delete({ where: { id } });
    if (!saved.isDefault) return;
    const next = await tx.savedAddress.findFirst({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    if (next) await makeDefault(tx, userId, next.id);
  });
}

/**
 * "Save this address" at checkout, inside the order's transaction: an address already in
 * the book is not saved twice, and a full book is left as it is (the order goes ahead).
 */
export async function keepInAddressBook(tx: Tx, userId: string, address: DeliveryAddress): Promise<void> {
  const { name, mobile, city, pin } = address;
  if (await tx.savedAddress.findFirst({ where: { userId, name, mobile, address: address.address, city, pin }, select: { id: true } })) return;
  if ((await tx.savedAddress.count({ where: { userId } })) >= MAX_SAVED_ADDRESSES) return;
  await tx.savedAddress.create({ data: { userId, ...address, isDefault: !(await hasDefault(tx, userId)) } });
}
