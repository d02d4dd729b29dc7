import { z } from "zod";
import { API_CALLS, type ApiCall } from "./contract.ts";
import { errorJsonSchema } from "./responses.ts";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const errorRef = { $ref: "#/components/schemas/Error" };
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: errorRef } } });

function operation(call: ApiCall) {
  const pathParams = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const query = call.query ? ((jsonSchema(call.query, "input") as { properties?: Record<string, JsonSchema> }).properties ?? {}) : {};
  // Razorpay's and Meta's webhooks prove themselves by their signatures (or verify token), not a login.
  const authenticated = call.caller !== "anyone" && !call.caller.endsWith("signing the body with the webhook secret") && !call.caller.startsWith("Meta");
  return {
    summary: call.summary,
    description: `Who: ${call.caller}.`,
    ...(authenticated ? { security: [{ tokenHeader: [] }, { bearer: [] }, { sessionCookie: [] }] } : {}),
    parameters: [
      ...pathParams.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
      ...Object.entries(query).map(([name, schema]) => ({ name, in: "query", required: false, schema })),
      ...(call.path === "/api/order/add/{userId}"
        ? [{ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", maxLength: 200 } }]
        : []),
      ...(call.headers ?? []).map(({ name, required, description }) => ({ name, in: "header", required, description, schema: { type: "string" } })),
    ],
    ...(call.body ? { requestBody: { required: !call.bodyOptional, content: { "application/json": { schema: jsonSchema(call.body, "input") } } } } : {}),
    responses: {
      [call.status]: {
        description: "Success",
        content: call.media
          ? { [call.media]: { schema: { type: "string", ...(call.media === "application/pdf" ? { format: "binary" } : {}) } } }
          : { "application/json": { schema: jsonSchema(call.response, "output") } },
        ...(call.totalCount
          ? { headers: { "X-Total-Count": { description: "How many there are in all, over every page", schema: { type: "integer" } } } }
          : {}),
      },
      ...(call.body || call.query || pathParams.length ? { 400: errorResponse("Bad input; `fields` names the offending fields") } : {}),
      ...(authenticated ? { 401: errorResponse("No token, or an invalid or revoked one"), 403: errorResponse("Not yours, or not a seller") } : {}),
      ...(pathParams.length ? { 404: errorResponse("Not found") } : {}),
      ...(call.conflict ? { 409: errorResponse(call.conflict) } : {}),
      ...(call.body ? { 413: errorResponse("Body too large") } : {}),
      ...(call.limited
        ? {
            429: {
              ...errorResponse(call.limited),
              headers: { "Retry-After": { description: "Seconds until the call is allowed again", schema: { type: "integer" } } },
            },
          }
        : {}),
    },
  };
}

/** The OpenAPI 3.1 document of the /api contract, generated from the same zod schemas that validate it. */
export function openApiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of API_CALLS) (paths[call.path] ??= {})[call.method.toLowerCase()] = operation(call);
  return {
    openapi: "3.1.0",
    info: {
      title: "Vastra API",
      version: "1.0.0",
      description: "The web shop's JSON API. Prices are rupees as JSON numbers. Errors are always {error: {code, message, fields?}}.",
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorJsonSchema, "output") },
      securitySchemes: {
        tokenHeader: { type: "apiKey", in: "header", name: "token", description: "The token from POST /api/auth/login, bare" },
        bearer: { type: "http", scheme: "bearer" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "vastra_session" },
      },
    },
  };
}
