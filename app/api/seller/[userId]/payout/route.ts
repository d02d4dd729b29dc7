import { requireOwnerCaller } from "@/lib/auth/guard";
import { recordSellerPayout } from "@/lib/flows/record-payout";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { rupeesToPaise } from "@/lib/money";
import { payoutSchema } from "@/lib/validation/business";
import { idSchema } from "@/lib/validation/common";

/** The owner records a bank transfer made to a seller (the shop sends no money); it counts in the statement of its day's month. */
export const POST = route<{ userId: string }>(async (request, params) => {
  const userId = parseInput(idSchema, params.userId, "userId");
  const input = await readJson(request, payoutSchema);
  await requireOwnerCaller(request);
  return json(await recordSellerPayout(userId, { amountPaise: rupeesToPaise(input.amount), reference: input.reference, paidOn: input.paidOn }), 201);
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
