"use client";

import { ApiError } from "@/lib/stores/api";
import { useLogin } from "@/lib/stores/login";

/**
 * Like `api()` from lib/stores/api, but over XMLHttpRequest: fetch cannot report upload
 * progress, and a product image of several MB needs a visible one. Same headers (the stored
 * token in `token`, the cookie by itself), same ApiError on failure.
 */
export function sendWithProgress<T>(method: "POST" | "PUT", path: string, body: unknown, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader("content-type", "application/json");
    const token = useLogin.getState().token;
    if (token) xhr.setRequestHeader("token", token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: { error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const error = data?.error ?? {};
      reject(new ApiError(xhr.status, error.code ?? "error", error.message ?? `Request failed (${xhr.status}).`, error.fields));
    };
    xhr.onerror = () => reject(new ApiError(0, "network", "The shop could not be reached. Check your connection and try again."));
    xhr.send(JSON.stringify(body));
  });
}
