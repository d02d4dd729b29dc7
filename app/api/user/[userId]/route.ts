import { requireSelf } from "@/lib/auth/guard";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { getProfile, updateProfile } from "@/lib/users/profile";
import { profileSchema } from "@/lib/validation/users";

type Params = { userId: string };

export const GET = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  return json(await getProfile(caller.id));
});

export const PUT = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  return json(await updateProfile(caller.id, await readJson(request, profileSchema)));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, PUT");
export { otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
