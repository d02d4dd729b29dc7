import { requireOwnerCaller } from "@/lib/auth/guard";
import { answerSellerRequest } from "@/lib/flows/make-seller";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { idSchema } from "@/lib/validation/common";
import { sellerDecisionSchema } from "@/lib/validation/users";

/** The owner approves (`{approve: true}`) or declines a request to sell: `{userId, admin}`; 404 when none waits. */
export const PUT = route<{ userId: string }>(async (request, params) => {
  const userId = parseInput(idSchema, params.userId, "userId");
  const { approve } = await readJson(request, sellerDecisionSchema);
  await requireOwnerCaller(request);
  await answerSellerRequest(userId, approve);
  return json({ userId, admin: approve });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
