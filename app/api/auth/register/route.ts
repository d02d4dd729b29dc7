import { json, preflight, readJson, route } from "@/lib/http";
import { registerUser } from "@/lib/users/register";
import { registerSchema } from "@/lib/validation/users";

export const POST = route(async (request) => json(await registerUser(await readJson(request, registerSchema)), 201));
export const OPTIONS = preflight;
