import { checkHealth } from "@/lib/health";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";

// Asked by load balancers every few seconds: always checked afresh, never cached.
export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const health = await checkHealth();
  return json(health, health.ok ? 200 : 503);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
