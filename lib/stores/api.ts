"use client";

import { langOfPath, localized } from "../i18n/langs.ts";
import { forgetLogin, useLogin } from "./login";

/** The query parameter of /login that says the stored session stopped working (LoginForm shows its words, account.sessionEnded). */
export const SESSION_ENDED_PARAM = "ended";

/**
 * A call made with the stored token was refused as not logged in: the token was revoked
 * (docs/api.md, Sessions). The login is forgotten and the shopper asked to log in again,
 * coming back here, instead of being turned away from the next page without a word.
 */
async function sessionEnded(): Promise<void> {
  forgetLogin();
  // The session cookie goes too: /login turns away whoever still has one (proxy.ts).
  await api("/api/auth/logout", { method: "POST" }).catch(() => undefined);
  const here = `${window.location.pathname}${window.location.search}`;
  const lang = langOfPath(window.location.pathname);
  // A whole new page, not a client-side move: nothing of the ended session stays in memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see the line above
  window.location.assign(`${localized(lang, "/login")}?${SESSION_ENDED_PARAM}=1${here === localized(lang, "/") ? "" : `&next=${encodeURIComponent(here)}`}`);
}

/** What a form shows when a call never got an answer from the shop. */
export const NETWORK_FAILURE = "Could not reach the shop. Check your connection and try again.";

/**
 * Every failed /api call in the browser: an error body of the API (docs/api.md, Errors) kept
 * whole so forms can show field messages, or a network failure (status 0, code "network").
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string | string[]> = {},
  ) {
    super(message);
  }

  /** True when the request got no answer (offline, connection reset). */
  get unanswered(): boolean {
    return this.status === 0;
  }

  /** The first message for a field, whatever form the server gave it in. */
  field(name: string): string | undefined {
    const value = this.fields[name];
    return Array.isArray(value) ? value[0] : value;
  }
}

/** The ApiError of a non-2xx answer: its `{"error": {...}}` body, or the bare status when it has none. */
export function errorOfAnswer(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  const code = typeof error?.code === "string" ? error.code : "error";
  const message = typeof error?.message === "string" ? error.message : `Request failed (${status}).`;
  const fields = error?.fields && typeof error.fields === "object" ? (error.fields as Record<string, string | string[]>) : undefined;
  return new ApiError(status, code, message, fields);
}

/** Anything a call threw as an ApiError: an ApiError as it is, anything else as a network failure. */
export function toApiError(failure: unknown): ApiError {
  return failure instanceof ApiError ? failure : new ApiError(0, "network", NETWORK_FAILURE);
}

/** The headers of every call: JSON when there is a body, and the stored token as the spec's clients send it. */
export function apiHeaders(hasBody: boolean, headers: Record<string, string> = {}): Record<string, string> {
  const token = useLogin.getState().token;
  return { ...(hasBody ? { "content-type": "application/json" } : {}), ...(token ? { token } : {}), ...headers };
}

interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Calls the shop's own /api. The session cookie travels by itself. Throws an ApiError for an
 * error answer and for no answer at all.
 */
export async function api<T>(path: string, { method = "GET", body, headers = {} }: ApiOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: apiHeaders(body !== undefined, headers),
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch (failure) {
    throw toApiError(failure);
  }
  const data = await response.json().catch(() => null);
  if (response.status === 401 && useLogin.getState().token) void sessionEnded();
  if (!response.ok) throw errorOfAnswer(response.status, data);
  return data as T;
}
