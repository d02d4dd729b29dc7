import { createCoupon, endCoupon, updateCoupon } from "../coupons/owner.ts";
import type { CouponCreate, CouponUpdate } from "../validation/coupons.ts";

// The owner makes, changes or ends a coupon (POST /api/coupon, PUT and DELETE
// /api/coupon/{code}): the coupons module keeps its rules (a code taken is 409; an ended coupon
// stays for the records), lib/coupons/owner.ts.

export const makeCoupon = (input: CouponCreate) => createCoupon(input);

export const changeCoupon = (code: string, input: CouponUpdate) => updateCoupon(code, input);

export const stopCoupon = (code: string) => endCoupon(code);
