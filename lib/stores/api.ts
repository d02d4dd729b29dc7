"use client";

import { useLogin } from "./login";

/** An /api error in the shape of DESIGN §4, kept whole so forms can show field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string | string[]> = {},
  ) {
    super(message);
  }

  /** The first message for a field, whatever form the server gave it in. */
  field(name: string): string | undefined {
    const value = this.fields[name];
    return Array.isArray(value) ? value[0] : value;
  }
}

interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Calls the shop's own /api. The session cookie travels by itself; the stored token goes in
 * the `token` header as the spec's clients send it.
 */
export async function api<T>(path: string, { method = "GET", body, headers = {} }: ApiOptions = {}): Promise<T> {
  const token = useLogin.getState().token;
  const response = await fetch(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = data?.error ?? {};
    throw new ApiError(response.status, error.code ?? "error", error.message ?? `Request failed (${response.status}).`, error.fields);
  }
  return data as T;
}
