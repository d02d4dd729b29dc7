import { requireOwnerCaller } from "@/lib/auth/guard";
import { changePolicy } from "@/lib/flows/change-policy";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { cachedPolicy, readPolicy } from "@/lib/legal/policies";
import { policyBodySchema, policySlugSchema } from "@/lib/validation/legal";

/** A policy as its page shows it (anyone). */
export const GET = route<{ slug: string }>(async (_request, params) => json(await cachedPolicy(parseInput(policySlugSchema, params.slug, "slug"))));

/** The owner's own text (`{body}`), or the default again (`{body: null}`); the page shows it at the next request. */
export const PUT = route<{ slug: string }>(async (request, params) => {
  const slug = parseInput(policySlugSchema, params.slug, "slug");
  const { body } = await readJson(request, policyBodySchema);
  await requireOwnerCaller(request);
  await changePolicy(slug, body);
  return json(await readPolicy(slug));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, PUT");
export { otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
