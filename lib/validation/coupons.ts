import { z } from "zod";
import { rupeeAmount, text, textList } from "./common.ts";

// The owner's coupons and a shopper's use of one (issue 43): bodies and answers of
// /api/coupon, /api/offers and /api/cart/{userId}/coupon.

/** 4 to 20 letters and digits; matched without regard to case, so kept in upper case. */
export const couponCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,20}$/, "4 to 20 letters and digits")
  .transform((code) => code.toUpperCase());

const when = z.iso.datetime({ offset: true }).transform((at) => new Date(at));

const couponFields = {
  description: text(1, 200),
  kind: z.enum(["percent", "flat"]),
  /** The percent off (1–90, whole) for `percent`; rupees off for `flat`. */
  value: rupeeAmount(1_000_000),
  maxDiscount: rupeeAmount(1_000_000).nullable(),
  minOrder: rupeeAmount(10_000_000),
  startsAt: when.nullable(),
  endsAt: when.nullable(),
  totalUses: z.number().int().min(1).max(10_000_000).nullable(),
  perShopperUses: z.number().int().min(1).max(1000),
  firstOrderOnly: z.boolean(),
  prepaidOnly: z.boolean(),
  categories: textList(20, 40, (s) => s.toLowerCase()),
  public: z.boolean(),
};

type Terms = { kind?: "percent" | "flat"; value?: number; maxDiscount?: number | null; startsAt?: Date | null; endsAt?: Date | null };

/** The checks that look at more than one field; the update schema runs them on what it is given together with what is kept (lib/coupons/owner.ts). */
export function couponTermsIssues(terms: Terms): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (terms.kind === "percent" && terms.value !== undefined && (!Number.isInteger(terms.value) || terms.value < 1 || terms.value > 90)) {
    issues.value = ["a percent coupon takes 1 to 90 percent, whole"];
  }
  if (terms.kind === "flat" && terms.value !== undefined && terms.value <= 0) issues.value = ["a flat coupon takes more than ₹0 off"];
  if (terms.kind === "flat" && terms.maxDiscount != null) issues.maxDiscount = ["only a percent coupon has a largest discount"];
  if (terms.startsAt && terms.endsAt && terms.endsAt <= terms.startsAt) issues.endsAt = ["after startsAt"];
  return issues;
}

export const couponCreateSchema = z
  .strictObject({
    code: couponCodeSchema,
    description: couponFields.description,
    kind: couponFields.kind,
    value: couponFields.value,
    maxDiscount: couponFields.maxDiscount.optional(),
    minOrder: couponFields.minOrder.default(0),
    startsAt: couponFields.startsAt.optional(),
    endsAt: couponFields.endsAt.optional(),
    totalUses: couponFields.totalUses.optional(),
    perShopperUses: couponFields.perShopperUses.default(1),
    firstOrderOnly: couponFields.firstOrderOnly.default(false),
    prepaidOnly: couponFields.prepaidOnly.default(false),
    categories: couponFields.categories.default([]),
    public: couponFields.public.default(false),
  })
  .superRefine((coupon, context) => {
    for (const [path, messages] of Object.entries(couponTermsIssues(coupon))) {
      for (const message of messages) context.addIssue({ code: "custom", path: [path], message });
    }
  });

/** A partial change: the fields sent change, the others stay; the code stays the coupon's name. */
export const couponUpdateSchema = z.strictObject({
  description: couponFields.description.optional(),
  kind: couponFields.kind.optional(),
  value: couponFields.value.optional(),
  maxDiscount: couponFields.maxDiscount.optional(),
  minOrder: couponFields.minOrder.optional(),
  startsAt: couponFields.startsAt.optional(),
  endsAt: couponFields.endsAt.optional(),
  totalUses: couponFields.totalUses.optional(),
  perShopperUses: couponFields.perShopperUses.optional(),
  firstOrderOnly: couponFields.firstOrderOnly.optional(),
  prepaidOnly: couponFields.prepaidOnly.optional(),
  categories: couponFields.categories.optional(),
  public: couponFields.public.optional(),
});

export const cartCouponSchema = z.strictObject({ code: couponCodeSchema });

export type CouponCreate = z.infer<typeof couponCreateSchema>;
export type CouponUpdate = z.infer<typeof couponUpdateSchema>;

const rupees = z.number().describe("rupees, up to two decimals");
const at = z.iso.datetime().nullable();

/** A coupon as the shopper sees it offered. */
export const offerJsonSchema = z.strictObject({
  code: z.string(),
  description: z.string(),
  kind: z.enum(["percent", "flat"]),
  value: z.number().describe("percent off, or rupees off"),
  maxDiscount: rupees.nullable().describe("a percent coupon's largest discount; null: none"),
  minOrder: rupees.describe("on the items after the 2% discount; 0: none"),
  endsAt: at.describe("when it ends; null: until the owner ends it"),
  prepaidOnly: z.boolean(),
  firstOrderOnly: z.boolean(),
});

/** A coupon as the owner sees it: its terms, and what it has done. */
export const couponJsonSchema = offerJsonSchema.extend({
  startsAt: at,
  totalUses: z.number().int().nullable(),
  perShopperUses: z.number().int(),
  categories: z.array(z.string()),
  public: z.boolean(),
  ended: z.boolean().describe("ended by the owner (DELETE): kept for the records, no longer applies"),
  uses: z.number().int().describe("orders placed with it and not cancelled whole"),
  discountGiven: rupees.describe("the coupon's discount on those orders"),
  sales: rupees.describe("those orders' items after every discount"),
  createdAt: z.iso.datetime(),
});

/** The coupon a cart holds, checked against the cart as it is now. */
export const cartCouponJsonSchema = z.strictObject({
  code: z.string(),
  discount: rupees.describe("what it takes off the items after the 2%; 0 when not applied"),
  applied: z.boolean(),
  reason: z.string().optional().describe("why it does not apply now (the cart changed below its minimum, it ended…)"),
  reasonCode: z.string().optional().describe("the refusal's code, as POST …/coupon would answer it"),
});

export type OfferJson = z.infer<typeof offerJsonSchema>;
export type CouponJson = z.infer<typeof couponJsonSchema>;
export type CartCouponJson = z.infer<typeof cartCouponJsonSchema>;
