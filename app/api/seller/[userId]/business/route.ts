import { requireSellerSelfOrOwner } from "@/lib/auth/guard";
import { changeBusiness } from "@/lib/flows/keep-business";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { readBusiness } from "@/lib/seller/business";
import { toBusinessJson } from "@/lib/api-json/business";
import { businessUpdateSchema } from "@/lib/validation/business";
import { idSchema } from "@/lib/validation/common";

/** A seller's business and its status (that seller or the owner). */
export const GET = route<{ userId: string }>(async (request, params) => {
  const userId = parseInput(idSchema, params.userId, "userId");
  await requireSellerSelfOrOwner(request, userId);
  return json(toBusinessJson(await readBusiness(userId)));
});

/** The fields sent change, the others stay (lib/seller/business.ts checks them together). */
export const PUT = route<{ userId: string }>(async (request, params) => {
  const userId = parseInput(idSchema, params.userId, "userId");
  const changes = await readJson(request, businessUpdateSchema);
  await requireSellerSelfOrOwner(request, userId);
  return json(toBusinessJson(await changeBusiness(userId, changes)));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, PUT");
export { otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
