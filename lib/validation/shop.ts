import { z } from "zod";
import { pinSchema } from "./address.ts";
import { PIN_PREFIX } from "../delivery/terms.ts";
import { text } from "./common.ts";
import { emailSchema } from "./users.ts";

// PUT /api/shop: any of the public profile's fields; null clears one. Whether the PIN exists,
// the state is one of India's and agrees with the PIN and the GSTIN is lib/shop/profile.ts's
// business, as it needs the stored profile and the PIN data set.

/** A phone number people can call: ten digits (a mobile, or a landline with its STD code), with +91 or 0 before it, or a 1800/1860 toll-free number. */
export const phoneSchema = text(1, 30).refine((value) => {
  const digits = value.replace(/[\s()-]/g, "");
  return /^(?:\+91|0)?[1-9]\d{9}$/.test(digits) || /^1(?:800|860)\d{6,7}$/.test(digits);
}, "a phone number of 10 digits (+91 or 0 before it is fine), or a 1800 number");

/** Rupees the owner sets for delivery: 0 or more, whole paise, at most ₹1,00,000. */
const money = () =>
  z
    .number()
    .min(0)
    .max(100_000)
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, "whole paise: at most two decimals");

const field = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const shopUpdateSchema = z
  .object({
    name: field(text(1, 100)),
    legalName: field(text(1, 200)),
    address: field(text(1, 500)),
    city: field(text(1, 100)),
    state: field(text(1, 100)),
    stateCode: field(z.string().regex(/^\d{2}$/, "two digits (GST state code)")),
    pin: field(pinSchema),
    gstin: field(z.string().trim().toUpperCase()),
    supportEmail: field(emailSchema),
    supportPhone: field(phoneSchema),
    grievanceOfficer: z
      .object({ name: field(text(1, 100)), designation: field(text(1, 100)), email: field(emailSchema), phone: field(phoneSchema) })
      .optional(),
    delivery: z
      .object({
        fee: money(),
        freeAbove: money().nullable(),
        blockedPins: z.array(z.string().trim().regex(PIN_PREFIX, "a PIN code or its first digits: 1 to 6 digits")).max(2000),
      })
      .partial()
      .optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), "Send at least one field to change.");

export type ShopUpdate = z.infer<typeof shopUpdateSchema>;
