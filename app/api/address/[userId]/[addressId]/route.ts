import { requireSelf } from "@/lib/auth/guard";
import { editAddress, forgetAddress } from "@/lib/flows/keep-address";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { savedAddressUpdateSchema } from "@/lib/validation/address";
import { idSchema } from "@/lib/validation/common";

type Params = { userId: string; addressId: string };

/** Changes one of the caller's saved addresses (404 for any other). */
export const PUT = route<Params>(async (request, { userId, addressId }) => {
  const caller = await requireSelf(request, userId);
  const id = parseInput(idSchema, addressId, "addressId");
  return json(await editAddress(caller.id, id, await readJson(request, savedAddressUpdateSchema)));
});

/** Deletes one of the caller's saved addresses (404 for any other). */
export const DELETE = route<Params>(async (request, { userId, addressId }) => {
  const caller = await requireSelf(request, userId);
  const id = parseInput(idSchema, addressId, "addressId");
  await forgetAddress(caller.id, id);
  return json({ deleted: id });
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT, DELETE");
export { otherMethods as GET, otherMethods as POST, otherMethods as PATCH };
