import { AppError } from "../errors.ts";
import type { Coupon, PaymentMethod } from "../generated/prisma/client.ts";
import { formatRupees, type CouponTerms } from "../money.ts";
import { isPrepaid } from "../shared/payment-status.ts";

// When a coupon applies (issue 43): the one list of refusals, asked the same way when a shopper
// applies a code, whenever the cart holding it is read, and when the order is placed.

/** What a coupon is checked against: the cart's lines (priced after the 2%) and the shopper's history. */
export interface CouponFacts {
  now: Date;
  /** The items after the 2% discount: what `minOrder` looks at. */
  itemsPaise: number;
  lineCategories: readonly (readonly string[])[];
  /** Orders the shopper placed with this coupon and did not cancel whole. */
  shopperUses: number;
  /** Whether the shopper has an order not cancelled whole. */
  hasOrdered: boolean;
  /** Known only when placing: the cart is checked before the shopper chooses. */
  paymentMethod?: PaymentMethod;
}

export type CouponRecord = Pick<
  Coupon,
  | "code"
  | "kind"
  | "value"
  | "maxDiscountPaise"
  | "minOrderPaise"
  | "startsAt"
  | "endsAt"
  | "endedAt"
  | "totalUses"
  | "uses"
  | "perShopperUses"
  | "firstOrderOnly"
  | "prepaidOnly"
  | "categories"
>;

export const couponUnknown = () => new AppError(404, "coupon_unknown", "We don't know that code. Check it and try again.", { code: ["no such coupon"] });
export const couponUsedUp = () => new AppError(409, "coupon_used_up", "This code has been used as many times as it can be.", { code: ["used up"] });

const refused = (code: string, message: string) => new AppError(409, code, message, { code: [message] });

/** The money terms of a coupon, for lib/money.ts. */
export function couponTermsOf(coupon: Pick<Coupon, "kind" | "value" | "maxDiscountPaise">): CouponTerms {
  return coupon.kind === "percent" ? { kind: "percent", percent: coupon.value, maxPaise: coupon.maxDiscountPaise } : { kind: "flat", paise: coupon.value };
}

/** Which lines the coupon covers: those in one of its categories, or every line when it names none. */
export function coveredLines(coupon: Pick<Coupon, "categories">, lineCategories: readonly (readonly string[])[]): boolean[] {
  if (coupon.categories.length === 0) return lineCategories.map(() => true);
  return lineCategories.map((categories) => categories.some((category) => coupon.categories.includes(category)));
}

/** Whether the coupon is on offer at `now`: started, not past its end, not ended by the owner. */
export function isRunning(coupon: Pick<Coupon, "startsAt" | "endsAt" | "endedAt">, now: Date): boolean {
  return !coupon.endedAt && (!coupon.startsAt || coupon.startsAt <= now) && (!coupon.endsAt || coupon.endsAt > now);
}

/** Why the coupon does not apply to these facts (a 409 with its code), or null when it does. */
export function couponRefusal(coupon: CouponRecord, facts: CouponFacts): AppError | null {
  if (coupon.endedAt || (coupon.endsAt && coupon.endsAt <= facts.now)) return refused("coupon_expired", `The code ${coupon.code} has ended.`);
  if (coupon.startsAt && coupon.startsAt > facts.now) return refused("coupon_not_started", `The code ${coupon.code} is not on yet.`);
  if (coupon.totalUses !== null && coupon.uses >= coupon.totalUses) return couponUsedUp();
  if (facts.shopperUses >= coupon.perShopperUses) {
    return refused(
      "coupon_used_up",
      coupon.perShopperUses === 1 ? "You have already used this code." : `You have used this code ${coupon.perShopperUses} times already.`,
    );
  }
  if (coupon.firstOrderOnly && facts.hasOrdered) return refused("coupon_not_eligible", "This code is for your first order.");
  if (coupon.categories.length && !coveredLines(coupon, facts.lineCategories).some(Boolean)) {
    return refused("coupon_not_eligible", `This code is for ${coupon.categories.join(", ")} only, and your cart has none.`);
  }
  if (facts.itemsPaise < coupon.minOrderPaise) {
    return refused(
      "coupon_min_order",
      `Add items worth ${formatRupees(coupon.minOrderPaise - facts.itemsPaise)} more to use this code (on orders of ${formatRupees(coupon.minOrderPaise)} and above).`,
    );
  }
  if (coupon.prepaidOnly && facts.paymentMethod && !isPrepaid(facts.paymentMethod)) {
    return refused("coupon_not_eligible", "This code is for paying online (UPI or card): choose one, or remove the code.");
  }
  return null;
}
