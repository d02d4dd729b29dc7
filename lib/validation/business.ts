import { z } from "zod";
import { pinSchema } from "./address.ts";
import { commissionPercent, rupeeAmount, text } from "./common.ts";
import { phoneSchema } from "./shop.ts";
import { emailSchema } from "./users.ts";

// PUT /api/seller/{userId}/business: any of the business's fields; null clears one. Whether
// the state is India's, the PIN in it, and the GSTIN, PAN and state agree is
// lib/seller/business.ts's business, as it needs the stored business.

const field = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** Upper-cased, spaces dropped; blank is none. */
const code = z
  .string()
  .max(30)
  .transform((value) => value.replace(/\s+/g, "").toUpperCase() || null);

export const businessUpdateSchema = z
  .strictObject({
    businessName: field(text(1, 100)),
    legalName: field(text(1, 200)),
    address: field(text(1, 500)),
    city: field(text(1, 100)),
    state: field(text(1, 100)),
    stateCode: field(z.string().regex(/^\d{2}$/, "two digits (GST state code)")),
    pin: field(pinSchema),
    gstin: field(code),
    enrolmentId: field(code),
    pan: field(code),
    supportEmail: field(emailSchema),
    supportPhone: field(phoneSchema),
    grievanceOfficer: z.strictObject({ name: field(text(1, 100)), email: field(emailSchema), phone: field(phoneSchema) }).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), "Send at least one field to change.");

export type BusinessUpdate = z.infer<typeof businessUpdateSchema>;

/** PUT /api/seller/{userId}/business/approval: the owner's decision, with a note the seller is mailed. */
export const businessDecisionSchema = z.strictObject({ approve: z.boolean(), note: text(1, 1000).optional() });

export type BusinessDecision = z.infer<typeof businessDecisionSchema>;

/** PUT /api/seller/{userId}/commission: the seller's own rate in percent (at most two decimals), or null for the shop's. */
export const commissionSchema = z.strictObject({ percent: commissionPercent.nullable() });

/** POST /api/seller/{userId}/payout: a bank transfer the owner made to the seller, recorded. */
export const payoutSchema = z.strictObject({
  amount: rupeeAmount(1_00_00_000).refine((n) => n > 0, "more than 0"),
  reference: text(1, 100),
  paidOn: z.iso.date(),
});
