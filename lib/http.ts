import { z } from "zod";
import { allowedCorsOrigin } from "./auth/cross-site.ts";
import { AppError, badRequest, tooLarge, unsupportedMedia } from "./errors.ts";

// The one place that turns requests into input and results or errors into responses,
// shared by every route handler under app/api.

/** JSON bodies above this are refused with 413 (image routes pass a larger cap). */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * An oversized body is read to its end and thrown away, up to this much, before the 413 is
 * sent: a server that answers and closes while the client is still sending resets the
 * connection, and the client never reads the answer. Beyond it the connection is cut.
 */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

/** A JSON response; not stored by caches unless the caller says otherwise (most answers are someone's own data). */
export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  if (!all.has("Cache-Control")) all.set("Cache-Control", "no-store");
  return Response.json(data, { status, headers: all });
}

/** Zod issues as `{"address.mobile": ["..."]}`; an issue about the whole body goes under "_". */
export function issueFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Parses a value with a schema; failure is 400 with the offending fields under `prefix`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = issueFields(result.error);
  const named = prefix ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === "_" ? prefix : `${prefix}.${k}`, v])) : fields;
  throw badRequest("Some fields are not valid.", named);
}

/** Reads the rest of a body and drops it, chunk by chunk, up to MAX_DISCARDED_BYTES in all. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > MAX_DISCARDED_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nobody is left to read the answer.
  }
}

/** Reads at most maxBytes of the body, counting while reading, so an oversized body is never held whole. */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  const limitMessage = `The request body may be at most ${Math.floor(maxBytes / 1024)} KB.`;
  if (Number(request.headers.get("content-length")) > maxBytes) {
    if (request.body) await discardRest(request.body.getReader(), 0);
    throw tooLarge(limitMessage);
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      chunks.length = 0;
      await discardRest(reader, size);
      throw tooLarge(limitMessage);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest("The request body is not valid UTF-8.");
  }
}

function isJsonType(type: string | null): boolean {
  return type !== null && /^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(type);
}

const notJson = () => unsupportedMedia("Send JSON (Content-Type: application/json).");

/**
 * A writing call that carries a body must say it is JSON. A browser lets any page send a
 * body without a Content-Type (navigator.sendBeacon with a Blob) or as a form or text/plain,
 * all without asking the API first; only JSON needs a CORS preflight, which other origins
 * do not pass (SECURITY.md, "Cross-site requests").
 */
function assertJsonBody(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
  const length = request.headers.get("content-length");
  const hasBody = request.headers.has("transfer-encoding") || (length !== null && length !== "0");
  if (hasBody && !isJsonType(request.headers.get("content-type"))) throw notJson();
}

/** The body as JSON, validated by the schema; a body of another type is 415 (route() refuses one without a type). */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_JSON_BYTES, whenEmpty?: object): Promise<z.output<S>> {
  const type = request.headers.get("content-type");
  if (type !== null && !isJsonType(type)) throw notJson();
  const text = await readText(request, maxBytes);
  if (whenEmpty && text.trim() === "") return parseInput(schema, whenEmpty);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError(400, "invalid_json", "The request body is not valid JSON.");
  }
  return parseInput(schema, body);
}

/** As readJson, for calls whose body is optional: no body reads as `{}`. */
export function readOptionalJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return readJson(request, schema, MAX_JSON_BYTES, {});
}

/** The query string as a plain object (the last value wins), validated. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S, toObject = (p: URLSearchParams) => Object.fromEntries(p)): z.output<S> {
  return parseInput(schema, toObject(new URL(request.url).searchParams));
}

// Prisma's codes for a database that is momentarily too busy: no transaction slot in time,
// a write conflict or deadlock, a connection that could not be had or was lost. Retrying
// later succeeds, so the caller hears 503 with Retry-After, not a bare 500.
const BUSY_CODES = new Set(["P1001", "P1008", "P1017", "P2024", "P2028", "P2034"]);

function isBusy(error: unknown): boolean {
  return typeof error === "object" && error !== null && BUSY_CODES.has(String((error as { code?: unknown }).code));
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
    return json(body, error.status, error.headers);
  }
  if (isBusy(error)) {
    console.error("[api] database busy:", error);
    return json({ error: { code: "busy", message: "The shop is busy. Please try again in a moment." } } satisfies ErrorBody, 503, { "Retry-After": "2" });
  }
  // Not the caller's fault: log it here, and tell them nothing about our insides.
  console.error("[api] unexpected error:", error);
  return json({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } } satisfies ErrorBody, 500);
}

const CORS_ALLOW_HEADERS = "Content-Type, token, Authorization, Idempotency-Key";
const CORS_ALLOW_METHODS = "GET, POST, PUT, DELETE, OPTIONS";
// Answer headers a cross-origin client may read besides the plain ones: the order list's
// total, and how long to wait after a 429 or 503 (docs/api.md).
const CORS_EXPOSE_HEADERS = "X-Total-Count, Retry-After";

/** Adds CORS headers when the request comes from one of CORS_ORIGINS; other origins get none, so browsers block them. */
export function withCors(request: Request, response: Response): Response {
  const origin = allowedCorsOrigin(request);
  if (origin) {
    response.headers.set("Access-Control-Allow-Origin", origin);
    response.headers.set("Access-Control-Expose-Headers", CORS_EXPOSE_HEADERS);
    response.headers.append("Vary", "Origin");
  }
  return response;
}

/** The OPTIONS handler of every /api route: answers preflights for the allowed origins only. */
export async function preflight(request: Request): Promise<Response> {
  const origin = allowedCorsOrigin(request);
  if (!origin) return errorResponse(new AppError(403, "cors_forbidden", "This origin may not call the API."));
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": CORS_ALLOW_METHODS,
      "Access-Control-Allow-Headers": CORS_ALLOW_HEADERS,
      "Access-Control-Max-Age": "600",
      Vary: "Origin",
    },
  });
}

/**
 * Wraps a route handler: awaits the path params, maps every thrown error to the error
 * shape (never a stack trace) and adds CORS headers.
 */
export function route<P extends Record<string, string | string[]> = Record<string, never>>(handler: (request: Request, params: P) => Promise<Response>) {
  return async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
    let response: Response;
    try {
      assertJsonBody(request);
      response = await handler(request, await context.params);
    } catch (error) {
      response = errorResponse(error);
      // Past MAX_DISCARDED_BYTES the rest of an oversized body is left unread; the client must not reuse this connection.
      if (response.status === 413) response.headers.set("Connection", "close");
    }
    return withCors(request, response);
  };
}

/**
 * The methods a call's path does not take: 405 in the error shape, with `Allow`, instead of
 * Next's empty 405 (docs/api.md, Errors). It matters beyond typos: /api/cart/add is also
 * /api/cart/{userId} with the id "add".
 */
export function methodNotAllowed(allowed: string) {
  const refuse = route<Record<string, string | string[]>>(async () => {
    throw new AppError(405, "method_not_allowed", `This call takes ${allowed}.`);
  });
  return async (request: Request, context: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    const response = await refuse(request, context);
    if (response.status === 405) response.headers.set("Allow", `${allowed}, OPTIONS`);
    return response;
  };
}
