import { offerJson } from "@/lib/api-json/coupons";
import { currentOffers } from "@/lib/coupons/owner";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";

/** The public coupons a shopper can use now (anyone). */
export const GET = route(async () => json((await currentOffers()).map(offerJson)));

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
