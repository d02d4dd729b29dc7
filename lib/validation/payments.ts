import { z } from "zod";
import { UTR_PATTERN } from "../payments/upi.ts";
import { priceSchema } from "./products.ts";
import { text } from "./common.ts";

// The payment calls' bodies (docs/api.md, Payments).

/** POST /api/order/{orderId}/upi-reference: the 12-digit UTR from the shopper's UPI app (spaces dropped). */
export const upiReferenceSchema = z.strictObject({
  utr: z
    .string()
    .transform((s) => s.replace(/\s/g, ""))
    .pipe(z.string().regex(UTR_PATTERN, "the 12-digit UPI reference (UTR) your UPI app shows")),
});

/** PUT /api/order/{orderId}/payment: the owner's confirmation with the bank's reference, or a rejection. */
export const paymentDecisionSchema = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("paid"), reference: text(1, 64).describe("the UTR or reference in the bank statement") }),
  z.strictObject({ status: z.literal("failed"), reason: text(1, 300).optional().describe("why, told to the shopper") }),
]);

/** POST /api/order/{orderId}/refund: what the owner sent back, with its reference. */
export const refundInputSchema = z.strictObject({
  amount: priceSchema.describe("rupees refunded"),
  reference: text(1, 64).describe("the UPI transaction reference of the refund"),
});
