import { heldCartJson } from "@/lib/api-json/cart";
import { requireSelf } from "@/lib/auth/guard";
import { addLine } from "@/lib/flows/change-cart";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { cartAddSchema } from "@/lib/validation/cart";

export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  return json(heldCartJson(await addLine(caller.id, await readJson(request, cartAddSchema))));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
