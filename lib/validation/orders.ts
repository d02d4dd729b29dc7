import { z } from "zod";
import { Language, OrderStatus, PaymentMethod } from "../generated/prisma/enums.ts";
import { MAX_NOTE_LENGTH } from "../shared/order-events.ts";
import { LINE_STATUS_TEXTS, statusFromText } from "./status-text.ts";
import { checkDeliveryChoice, deliveryChoiceFields } from "./address.ts";
import { idSchema, numberOrNumericText, plainString, text } from "./common.ts";

/** A cart item as the spec's client sends it back: productId populated (an object with `_id`) or a plain id. */
const orderItemSchema = z.object({
  productId: z.union([idSchema, z.object({ _id: idSchema })]).transform((p) => (typeof p === "string" ? p : p._id)),
  quantity: z.number(),
  size: plainString().optional(),
});

/**
 * `{total, len, items, address, paymentMethod}`: the address (or a saved one's `addressId`) is where the
 * order goes; total (the payable amount in rupees) and items are only compared with the
 * server's own computation; len is accepted and not used (the order's line count is the
 * server's own; docs/api.md).
 */
export const orderInputSchema = z
  .object({
    ...deliveryChoiceFields,
    total: numberOrNumericText.pipe(z.number().nonnegative()).optional(),
    len: z.number().int().nonnegative().optional(),
    items: z.array(orderItemSchema).max(1000).optional(),
    /** How the shopper pays: cash on delivery when not given (the spec's client sends none). */
    paymentMethod: z.enum(PaymentMethod).optional(),
    /** The checkout's "Send me order updates on WhatsApp", never ticked in advance: consent for the delivery address's number. */
    whatsappUpdates: z.boolean().optional(),
    /** The checkout page's language, the order's mail's; the account's when not given (the spec's client sends none). */
    language: z.enum(Language).optional(),
  })
  .superRefine(checkDeliveryChoice);

export const pageOffset = z.coerce.number().int().min(0).max(1_000_000).default(0);

export const orderStatusSchema = z.object({
  /** Any status but the one an order line starts in; which moves are allowed is lib/orders/seller.ts's business. */
  status: z.enum(OrderStatus).exclude([OrderStatus.Ordered]),
  /** The spec's client repeats the line id here; when given it must match the path. */
  orderId: idSchema.optional(),
  /** Why the seller cancels, shown to the shopper; optional (the spec's client sends none), and kept only for a cancellation. */
  reason: text(1, MAX_NOTE_LENGTH).optional(),
});

/**
 * The seller's order list: `?limit` (default 50; more than 200 is lowered to 200), `?offset`,
 * `?status` (one line status), `?q` (an order number, with or without its prefix, or an order id).
 */
/** The seller's filter of lines whose cash-on-delivery order waits for its confirmation. */
export const UNCONFIRMED = "unconfirmed";
/** The seller's filter of lines in a parcel still in transit after a failed delivery attempt. */
export const ATTEMPT_FAILED = "attempt_failed";

export const sellerOrderQuerySchema = z.object({
  limit: pageLimit(50, 200),
  offset: pageOffset,
  /** A line status as JSON writes it ("Returned to origin") or as the database names it. */
  status: z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined) return undefined;
      // Lines of cash-on-delivery orders still waiting for their shopper's confirmation, or in a
      // parcel after a failed delivery attempt.
      if (text === UNCONFIRMED || text === ATTEMPT_FAILED) return text;
      const status = statusFromText(text);
      if (!status) context.addIssue({ code: "custom", message: `one of ${LINE_STATUS_TEXTS.join(", ")}, ${UNCONFIRMED} or ${ATTEMPT_FAILED}` });
      return status;
    }),
  /** Empty is the same as none. */
  q: text(0, 40)
    .optional()
    .transform((s) => s || undefined),
});

/** `?limit` (default 20; more than 100 is lowered to 100) and `?offset` of the shopper's order list. */
export const orderListQuerySchema = z.object({ limit: pageLimit(20, 100), offset: pageOffset });

/** A page's `?limit`: `fallback` when not given; more than `max` is lowered to `max`, not refused. */
export function pageLimit(fallback: number, max: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((n) => Math.min(n, max));
}

/** The shopper's cancel: every line still Ordered, or only `lineIds` (no body: the whole order). */
export const orderCancelSchema = z.object({
  lineIds: z.array(idSchema).min(1).max(1000).optional(),
});

/** The shopper's answer to a cash-on-delivery confirmation: yes (the default) or cancel the order. */
const codAnswer = z.enum(["confirm", "cancel"]).default("confirm");

/** POST /api/order/{orderId}/confirm-cod: the logged-in shopper answers. */
export const codAnswerSchema = z.strictObject({ answer: codAnswer });

/** POST /api/order/confirm-cod: the link of the placed mail answers, without logging in. */
export const codTokenAnswerSchema = z.strictObject({ token: z.string().min(1).max(200), answer: codAnswer });

/** The answer to a failed delivery attempt by the link of its mail (POST /api/order/parcel-answer). */
export const parcelTokenAnswerSchema = z.strictObject({
  token: z.string().min(1).max(200),
  answer: z.enum(["retry", "decline"]).describe("retry: I will take it, the courier tries again; decline: send it back to the seller"),
});

/** Idempotency-Key header: printable ASCII, so a retried order is placed once. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,200}$/, "1 to 200 printable characters");

export type OrderInput = z.infer<typeof orderInputSchema>;
