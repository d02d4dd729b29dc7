import { z } from "zod";
import { ReturnReason } from "../generated/prisma/enums.ts";
import { VPA_PATTERN } from "../shared/upi.ts";
import { idSchema, MAX_LINE_QUANTITY, quantity, text } from "./common.ts";
import { awbSchema } from "./delivery.ts";

// The returns calls' bodies (docs/api.md, Returns). Whether the lines are the caller's,
// delivered, inside the window and not already returned is lib/returns' business.

/** An Indian Financial System Code: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** A bank account number as Indian banks issue them: 9 to 18 digits. */
const ACCOUNT_PATTERN = /^\d{9,18}$/;

/** Where a refund outside the payment goes: a UPI ID, or a bank account. */
export const refundToSchema = z.union([
  z.strictObject({ upi: z.string().trim().max(320).regex(VPA_PATTERN, "a UPI ID such as name@okhdfc") }),
  z.strictObject({
    bank: z.strictObject({
      name: text(1, 100).describe("the account holder's name"),
      account: z
        .string()
        .transform((s) => s.replace(/[\s-]/g, ""))
        .pipe(z.string().regex(ACCOUNT_PATTERN, "the account number: 9 to 18 digits")),
      ifsc: z
        .string()
        .transform((s) => s.replace(/\s/g, "").toUpperCase())
        .pipe(z.string().regex(IFSC_PATTERN, "the branch's IFSC: 4 letters, a 0, then 6 letters or digits (e.g. SBIN0001234)")),
    }),
  }),
]);

export type RefundTo = z.infer<typeof refundToSchema>;

const returnLineSchema = z
  .strictObject({
    lineId: idSchema,
    quantity: quantity(1, MAX_LINE_QUANTITY),
    reason: z.enum(ReturnReason, { error: "choose why you are sending it back" }),
    reasonText: text(1, 300).optional().describe("the shopper's words; required for reason other"),
    exchangeSize: text(1, 20).optional().describe("the size wanted instead: makes the request an exchange"),
  })
  .refine((line) => line.reason !== "other" || line.reasonText, { path: ["reasonText"], message: "say what is wrong when the reason is other" });

/** POST /api/order/return/{orderId}: units of delivered lines back, each with why; all exchanges or all returns. */
export const returnAskSchema = z
  .strictObject({
    lines: z.array(returnLineSchema).min(1).max(50),
    refundTo: refundToSchema.optional().describe("for an order paid in cash on delivery: where to send the refund"),
  })
  .refine((ask) => new Set(ask.lines.map((line) => line.lineId)).size === ask.lines.length, { path: ["lines"], message: "each line once" })
  .refine((ask) => new Set(ask.lines.map((line) => line.exchangeSize !== undefined)).size === 1, {
    path: ["lines"],
    message: "one request is all returns or all exchanges",
  });

export type ReturnAsk = z.infer<typeof returnAskSchema>;

/** PUT /api/return/{returnId}: the seller (or owner) moves a return; the pickup's waybill, the refund's reference, a note. */
export const returnMoveSchema = z.strictObject({
  status: z.enum(["approved", "rejected", "picked_up", "received", "refunded", "exchanged"]),
  carrier: text(1, 60).optional().describe("the pickup's courier"),
  awb: awbSchema.optional().describe("the pickup's waybill number"),
  reference: text(1, 64).optional().describe("the refund transfer's reference (a refund outside the payment provider)"),
  note: text(1, 300).optional().describe("shown to the shopper: why it was rejected, when the pickup comes"),
});

export type ReturnMove = z.infer<typeof returnMoveSchema>;
