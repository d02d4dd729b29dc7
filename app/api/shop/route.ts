import { requireOwnerCaller } from "@/lib/auth/guard";
import { toShopJson } from "@/lib/api-json/shop";
import { changeShopProfile } from "@/lib/flows/change-shop-profile";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { cachedShop } from "@/lib/shop/profile";
import { shopUpdateSchema } from "@/lib/validation/shop";

/** The shop's public profile (anyone). */
export const GET = route(async () => json(toShopJson(await cachedShop())));

/**
 * The owner changes the fields sent and keeps the others (lib/shop/profile.ts). The body is
 * read first so that an oversized one is 413 for every caller, as on every other call.
 */
export const PUT = route(async (request) => {
  const changes = await readJson(request, shopUpdateSchema);
  await requireOwnerCaller(request);
  return json(toShopJson(await changeShopProfile(changes)));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, PUT");
export { otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
