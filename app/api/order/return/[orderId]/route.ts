import { toReturnJson } from "@/lib/api-json/returns";
import { requireCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { askReturn } from "@/lib/flows/ask-return";
import { withStockShown } from "@/lib/flows/show-stock";
import { idSchema } from "@/lib/validation/common";
import { returnAskSchema } from "@/lib/validation/returns";

/** The shopper who placed the order asks to return (or exchange) delivered units (lib/flows/ask-return.ts). */
export const POST = route<{ orderId: string }>(async (request, { orderId }) => {
  const ask = await readJson(request, returnAskSchema);
  const caller = await requireCaller(request);
  const { request: made } = await withStockShown(askReturn(caller.id, parseInput(idSchema, orderId, "orderId"), ask));
  return json(toReturnJson(made), 201);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
