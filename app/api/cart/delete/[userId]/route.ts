import { heldCartJson } from "@/lib/api-json/cart";
import { requireSelf } from "@/lib/auth/guard";
import { dropLine } from "@/lib/flows/change-cart";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { cartDeleteSchema } from "@/lib/validation/cart";

/** `{id}`: the line's index or `_id`. */
export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const { line } = await readJson(request, cartDeleteSchema);
  return json(heldCartJson(await dropLine(caller.id, line)));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
