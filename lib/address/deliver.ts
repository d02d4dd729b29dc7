import type { Tx } from "../db/key-lock.ts";
import { badRequest } from "../errors.ts";
import type { DeliveryChoice } from "../validation/address.ts";
import { keepInAddressBook } from "./book.ts";
import { completeAddress, type DeliveryAddress } from "./complete.ts";

/**
 * Where an order goes, as the order keeps it: the request's `address` completed from its PIN
 * (and kept in the address book when `saveAddress` asks), or the shopper's saved address
 * `addressId` (400 when it is not one of theirs). Runs inside the order's transaction.
 */
export async function resolveDeliveryAddress(userId: string, input: DeliveryChoice, tx: Tx): Promise<DeliveryAddress> {
  if (input.addressId !== undefined) {
    const saved = await tx.savedAddress.findFirst({ where: { id: input.addressId, userId } });
    if (!saved) throw badRequest("Choose one of your saved addresses.", { addressId: ["not one of your saved addresses"] });
    const { name, mobile, address, city, state, stateCode, pin } = saved;
    return { name, mobile, address, city, state, stateCode, pin };
  }
  if (!input.address) throw badRequest("Where should the order go?", { address: ["Required (or addressId)"] });
  const address = await completeAddress(input.address, "address.");
  if (input.saveAddress) await keepInAddressBook(tx, userId, address);
  return address;
}
