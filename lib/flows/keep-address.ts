import { addAddress, deleteAddress, updateAddress } from "../address/book.ts";
import type { SavedAddressInput, SavedAddressUpdate } from "../validation/address.ts";

// A shopper keeps their address book (POST, PUT and DELETE /api/address/...): the address
// module completes an address from its PIN, keeps one default, and takes the shopper's lock
// (lib/address/book.ts); nothing else moves.

export const saveAddress = (userId: string, input: SavedAddressInput) => addAddress(userId, input);

export const editAddress = (userId: string, addressId: string, input: SavedAddressUpdate) => updateAddress(userId, addressId, input);

export const forgetAddress = (userId: string, addressId: string) => deleteAddress(userId, addressId);
