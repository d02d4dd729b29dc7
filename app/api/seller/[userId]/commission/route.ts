import { requireOwnerCaller } from "@/lib/auth/guard";
import { setSellersCommission } from "@/lib/flows/set-commission";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { commissionNow } from "@/lib/seller/commission";
import { commissionSchema } from "@/lib/validation/business";
import { idSchema } from "@/lib/validation/common";

/** The owner sets a seller's own commission from now on (null: the shop's default); deliveries before keep theirs. */
export const PUT = route<{ userId: string }>(async (request, params) => {
  const userId = parseInput(idSchema, params.userId, "userId");
  const { percent } = await readJson(request, commissionSchema);
  await requireOwnerCaller(request);
  await setSellersCommission(userId, percent);
  return json(await commissionNow(userId));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
