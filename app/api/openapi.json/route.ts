import { json, methodNotAllowed, preflight, route } from "@/lib/http";
import { openApiDocument } from "@/lib/validation/openapi";

export const GET = route(async () => json(openApiDocument(), 200, { "Cache-Control": "public, max-age=300" }));
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
