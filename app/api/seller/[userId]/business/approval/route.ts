import { requireOwnerCaller } from "@/lib/auth/guard";
import { judgeBusiness } from "@/lib/flows/keep-business";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { toBusinessJson } from "@/lib/api-json/business";
import { businessDecisionSchema } from "@/lib/validation/business";
import { idSchema } from "@/lib/validation/common";

/** The owner approves or declines a seller's complete business; the seller is mailed either way. */
export const PUT = route<{ userId: string }>(async (request, params) => {
  const userId = parseInput(idSchema, params.userId, "userId");
  const decision = await readJson(request, businessDecisionSchema);
  await requireOwnerCaller(request);
  return json(toBusinessJson(await judgeBusiness(userId, decision)));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
