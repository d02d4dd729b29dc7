import { assertSignInFromOwnPages } from "@/lib/auth/cross-site";
import { json, preflight, readJson, route } from "@/lib/http";
import { registerUser } from "@/lib/users/register";
import { registerSchema } from "@/lib/validation/users";

export const POST = route(async (request) => {
  assertSignInFromOwnPages(request);
  return json(await registerUser(await readJson(request, registerSchema)), 201);
});
export const OPTIONS = preflight;
