import { requireSellerSelfOrOwner } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, readQuery, route } from "@/lib/http";
import { sellerStatement } from "@/lib/views/seller-statement";
import { statementJson } from "@/lib/api-json/seller-statement";
import { idSchema } from "@/lib/validation/common";
import { reportQuerySchema } from "@/lib/validation/reports";

/** A marketplace seller's statement of ?month=YYYY-MM (that seller, or the owner). */
export const GET = route<{ userId: string }>(async (request, params) => {
  const userId = parseInput(idSchema, params.userId, "userId");
  await requireSellerSelfOrOwner(request, userId);
  const { month } = readQuery(request, reportQuerySchema);
  return json(statementJson(await sellerStatement(userId, month)));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
