import type { Coupon } from "../generated/prisma/client.ts";
import type { CouponWithResults } from "../coupons/owner.ts";
import { paiseToRupees } from "../money.ts";
import type { CouponJson, OfferJson } from "../validation/coupons.ts";

// A coupon as the API speaks it (docs/api.md, Coupons): a shopper's offer (GET /api/offers),
// and the owner's coupon with what it did (GET /api/coupon): rupees off as rupees, a percent as
// it is, ISO dates.

export function offerJson(coupon: Coupon): OfferJson {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.kind === "percent" ? coupon.value : paiseToRupees(coupon.value),
    maxDiscount: coupon.maxDiscountPaise === null ? null : paiseToRupees(coupon.maxDiscountPaise),
    minOrder: paiseToRupees(coupon.minOrderPaise),
    endsAt: coupon.endsAt?.toISOString() ?? null,
    prepaidOnly: coupon.prepaidOnly,
    firstOrderOnly: coupon.firstOrderOnly,
  };
}

export function couponJson({ coupon, discountPaise, salesPaise }: CouponWithResults): CouponJson {
  return {
    ...offerJson(coupon),
    startsAt: coupon.startsAt?.toISOString() ?? null,
    totalUses: coupon.totalUses,
    perShopperUses: coupon.perShopperUses,
    categories: coupon.categories,
    public: coupon.public,
    ended: coupon.endedAt !== null,
    uses: coupon.uses,
    discountGiven: paiseToRupees(discountPaise),
    sales: paiseToRupees(salesPaise),
    createdAt: coupon.createdAt.toISOString(),
  };
}
