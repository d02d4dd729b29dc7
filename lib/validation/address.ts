import { z } from "zod";
import { idSchema, text } from "./common.ts";

// Delivery addresses, as the order call, the address book and the address form take them.
// Whether a PIN exists (and where) is the data set's business: lib/address/deliver.ts.

/** Six digits, the first not 0: the shape of every Indian PIN code. */
export const PIN_PATTERN = /^[1-9]\d{5}$/;

const digitsText = z.union([z.string(), z.number().int().nonnegative()]).transform((v) => String(v).replace(/[\s-]/g, ""));

/** An Indian mobile number: ten digits starting with 6-9; +91 or 0 before it, spaces and dashes are dropped. Stored as the ten digits. */
export const mobileSchema = digitsText
  .pipe(z.string().regex(/^(?:\+91|0)?[6-9]\d{9}$/, "a 10-digit mobile number starting with 6, 7, 8 or 9 (+91 or 0 before it is fine)"))
  .transform((digits) => digits.slice(-10));

/** Six digits, not starting with 0; spaces are dropped. */
export const pinSchema = digitsText.pipe(z.string().regex(PIN_PATTERN, "6 digits, not starting with 0 (PIN code)"));

/**
 * The spec's `{name, mobile, address, pin}`; `city` and `state` are optional: without them
 * the server takes both from the PIN, and a state that is sent must be the PIN's.
 */
export const addressSchema = z.object({
  name: text(1, 100),
  mobile: mobileSchema,
  address: text(1, 500),
  city: text(1, 100).optional(),
  state: text(1, 100).optional(),
  pin: pinSchema,
});

/** A saved address: the same fields, and whether it is the one offered first. */
export const savedAddressInputSchema = addressSchema.extend({ isDefault: z.boolean().optional() });

/** Changing a saved address: any of its fields. */
export const savedAddressUpdateSchema = savedAddressInputSchema
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), "Send at least one field to change.");

/** Where an order goes: a new `address` (optionally saved to the address book) or a saved one by `addressId`. */
export const deliveryChoiceFields = {
  address: addressSchema.optional(),
  addressId: idSchema.optional().describe("a saved address's id (GET /api/address/{userId}) instead of address"),
  saveAddress: z.boolean().optional().describe("also keep address in the shopper's address book"),
};

/** Exactly one of address and addressId. */
export function checkDeliveryChoice(value: { address?: unknown; addressId?: unknown }, ctx: z.RefinementCtx): void {
  if (value.address === undefined && value.addressId === undefined) ctx.addIssue({ code: "custom", path: ["address"], message: "Required (or addressId)" });
  if (value.address !== undefined && value.addressId !== undefined)
    ctx.addIssue({ code: "custom", path: ["addressId"], message: "send address or addressId, not both" });
}

export type AddressInput = z.infer<typeof addressSchema>;
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;
export type SavedAddressUpdate = z.infer<typeof savedAddressUpdateSchema>;
export type DeliveryChoice = { address?: AddressInput; addressId?: string; saveAddress?: boolean };
