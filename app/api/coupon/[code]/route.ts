import { couponJson } from "@/lib/api-json/coupons";
import { requireOwnerCaller } from "@/lib/auth/guard";
import { changeCoupon, stopCoupon } from "@/lib/flows/save-coupon";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { couponCodeSchema, couponUpdateSchema } from "@/lib/validation/coupons";

type Params = { code: string };

/** The owner changes the fields sent → the coupon. */
export const PUT = route<Params>(async (request, { code }) => {
  const input = await readJson(request, couponUpdateSchema);
  await requireOwnerCaller(request);
  return json(couponJson(await changeCoupon(parseInput(couponCodeSchema, code, "code"), input)));
});

/** The owner ends the coupon → it, `ended`: it no longer applies, and stays for the records. */
export const DELETE = route<Params>(async (request, { code }) => {
  await requireOwnerCaller(request);
  return json(couponJson(await stopCoupon(parseInput(couponCodeSchema, code, "code"))));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT, DELETE");
export { otherMethods as GET, otherMethods as POST, otherMethods as PATCH };
