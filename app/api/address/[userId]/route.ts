import { listAddresses } from "@/lib/address/book";
import { requireSelf } from "@/lib/auth/guard";
import { saveAddress } from "@/lib/flows/keep-address";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { savedAddressInputSchema } from "@/lib/validation/address";

type Params = { userId: string };

/** The caller's address book, the default first. */
export const GET = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  return json(await listAddresses(caller.id));
});

/** Saves an address, completed from its PIN. */
export const POST = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  return json(await saveAddress(caller.id, await readJson(request, savedAddressInputSchema)), 201);
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, POST");
export { otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
