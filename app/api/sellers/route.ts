import { requireOwnerCaller } from "@/lib/auth/guard";
import { makeAccountSeller } from "@/lib/flows/make-seller";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { makeSellerSchema } from "@/lib/validation/users";

/** The owner makes an account a seller by its username: `{userId, admin: true}`; 404 for no such account, 409 for a seller already. */
export const POST = route(async (request) => {
  const { username } = await readJson(request, makeSellerSchema);
  await requireOwnerCaller(request);
  const { userId } = await makeAccountSeller(username);
  return json({ userId, admin: true });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
