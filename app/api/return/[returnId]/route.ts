import { requireCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { readReturnFor } from "@/lib/returns/read";
import { idSchema } from "@/lib/validation/common";

/** One return with its timeline entries: for its shopper, the seller of its lines or the owner (lib/returns/read.ts). */
export const GET = route<{ returnId: string }>(async (request, { returnId }) => {
  const caller = await requireCaller(request);
  return json(await readReturnFor(caller, parseInput(idSchema, returnId, "returnId")));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
