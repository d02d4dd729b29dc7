import { couponJson, offerJson } from "@/lib/api-json/coupons";
import * as owner from "@/lib/coupons/owner";

// The owner's coupon calls answered as the routes answer them (lib/api-json/coupons.ts): the
// module hands out rows with their results in paise, and these tests pin the API's JSON of them.

export const createCoupon = async (...args: Parameters<typeof owner.createCoupon>) => couponJson(await owner.createCoupon(...args));
export const updateCoupon = async (...args: Parameters<typeof owner.updateCoupon>) => couponJson(await owner.updateCoupon(...args));
export const endCoupon = async (...args: Parameters<typeof owner.endCoupon>) => couponJson(await owner.endCoupon(...args));
export const listCoupons = async () => (await owner.listCoupons()).map(couponJson);
export const currentOffers = async (...args: Parameters<typeof owner.currentOffers>) => (await owner.currentOffers(...args)).map(offerJson);
