import { couponJson } from "@/lib/api-json/coupons";
import { requireOwnerCaller } from "@/lib/auth/guard";
import { listCoupons } from "@/lib/coupons/owner";
import { makeCoupon } from "@/lib/flows/save-coupon";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { couponCreateSchema } from "@/lib/validation/coupons";

/** The owner's coupons, newest first, each with its uses, the discount it gave and its sales. */
export const GET = route(async (request) => {
  await requireOwnerCaller(request);
  return json((await listCoupons()).map(couponJson));
});

/** The owner makes a coupon → 201 it; 409 when the code is taken. The body is read first, so an oversized one is 413 for every caller. */
export const POST = route(async (request) => {
  const input = await readJson(request, couponCreateSchema);
  await requireOwnerCaller(request);
  return json(couponJson(await makeCoupon(input)), 201);
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, POST");
export { otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
