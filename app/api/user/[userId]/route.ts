import { clientAddress } from "@/lib/security/client-address";
import { requireSelf } from "@/lib/auth/guard";
import { clearedSessionCookie } from "@/lib/auth/session";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { changeProfile } from "@/lib/flows/change-profile";
import { deleteAccount } from "@/lib/flows/delete-account";
import { getProfile } from "@/lib/users/profile";
import { deleteAccountSchema, profileSchema } from "@/lib/validation/users";

type Params = { userId: string };

export const GET = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  return json(await getProfile(caller.id));
});

export const PUT = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  return json(await changeProfile(caller.id, await readJson(request, profileSchema), clientAddress(request)));
});

/** Erases the caller's account (`{password}`); its orders stay as sales records. Every session ends, the cookie with them. */
export const DELETE = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  await deleteAccount(caller.id, await readJson(request, deleteAccountSchema), clientAddress(request));
  return json({ deleted: caller.id }, 200, { "Set-Cookie": clearedSessionCookie(request) });
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, PUT, DELETE");
export { otherMethods as POST, otherMethods as PATCH };
