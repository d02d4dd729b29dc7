import { asSentence } from "./text/sentence.ts";

/**
 * An error the caller can act on. lib/ throws it; lib/http.ts turns it into the API's
 * error shape `{error: {code, message, fields?}}` with this status.
 */
export class AppError extends Error {
  /** Each field's messages, as sentences (lib/text/sentence.ts): the pages show them beside the fields. */
  readonly fields?: Record<string, string[]>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    fields?: Record<string, string[]>,
    /** Response headers that belong to this error (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.fields = fields && Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages.map(asSentence)]));
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) => new AppError(400, "bad_request", message, fields);
export const unauthorized = (message = "Log in to continue.") => new AppError(401, "unauthorized", message);
export const forbidden = (message = "You are not allowed to do that.") => new AppError(403, "forbidden", message);
export const notFound = (message = "Not found.") => new AppError(404, "not_found", message);
export const conflict = (message: string, fields?: Record<string, string[]>) => new AppError(409, "conflict", message, fields);
export const tooLarge = (message: string) => new AppError(413, "too_large", message);
export const unsupportedMedia = (message: string) => new AppError(415, "unsupported_media_type", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, "too_many_requests", message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A unique index refused a write (Prisma's P2002): when two writers race, the index is the final word. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}
