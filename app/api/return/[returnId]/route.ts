import { returnWithEventsJson, toReturnJson } from "@/lib/api-json/returns";
import { requireCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { moveReturn } from "@/lib/flows/move-return";
import { withStockShown } from "@/lib/flows/show-stock";
import { readReturnFor } from "@/lib/returns/read";
import { idSchema } from "@/lib/validation/common";
import { returnMoveSchema } from "@/lib/validation/returns";

/** One return with its timeline entries: for its shopper, the seller of its lines or the owner (lib/returns/read.ts). */
export const GET = route<{ returnId: string }>(async (request, { returnId }) => {
  const caller = await requireCaller(request);
  return json(returnWithEventsJson(await readReturnFor(caller, parseInput(idSchema, returnId, "returnId"))));
});

/** The seller of the return's lines, or the owner, moves it (lib/flows/handle-return.ts). */
export const PUT = route<{ returnId: string }>(async (request, { returnId }) => {
  const move = await readJson(request, returnMoveSchema);
  const caller = await requireCaller(request);
  const { request: moved } = await withStockShown(moveReturn(caller, parseInput(idSchema, returnId, "returnId"), move));
  return json(toReturnJson(moved));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, PUT");
export { otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
