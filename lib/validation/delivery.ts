import { z } from "zod";
import { pinSchema } from "./address.ts";
import { idSchema, text } from "./common.ts";

// The delivery calls' bodies (docs/api.md, Delivery). Whether the lines are the caller's and
// Accepted, and whether the AWB is free, is lib/delivery's business.

/** A waybill number as couriers print them: letters, digits and dashes, 4 to 40 (spaces dropped, letters upper-cased). */
export const awbSchema = z
  .string()
  .transform((s) => s.replace(/\s/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{4,40}$/, "4 to 40 letters, digits or dashes"));

/** A public web address (https, or http) of at most 500 characters. */
const trackingUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "an http or https address");

/** `{lineIds, carrier, awb, trackingUrl?}`: the lines of one order sent as one parcel (each line once). */
export const dispatchSchema = z.object({
  lineIds: z
    .array(idSchema)
    .min(1)
    .max(200)
    .transform((ids) => [...new Set(ids)]),
  carrier: text(1, 60),
  awb: awbSchema,
  trackingUrl: trackingUrlSchema.optional(),
});

/** What a seller can say became of a parcel (lib/flows/parcel-outcome.ts). */
export const SHIPMENT_OUTCOMES = ["delivered", "rto", "lost"] as const;
export type ShipmentOutcome = (typeof SHIPMENT_OUTCOMES)[number];

/** `{status}`: what became of a parcel; or `{status: "attempt_failed", reason}`: a delivery attempt failed, the parcel is still in transit. */
export const shipmentOutcomeSchema = z.discriminatedUnion("status", [
  z.object({ status: z.enum(SHIPMENT_OUTCOMES) }),
  z.object({ status: z.literal("attempt_failed"), reason: text(1, 200) }),
]);

/** ?pin=&at= of GET /api/delivery/estimate: `at`, an ISO time, asks what an order placed then would be promised. */
export const deliveryEstimateQuerySchema = z.object({
  pin: pinSchema,
  at: z.iso.datetime({ offset: true, message: "an ISO date and time, e.g. 2026-12-01T10:00:00+05:30" }).optional(),
  /** A product page's check: whether that product's seller may deliver there. */
  productId: idSchema.optional(),
});
