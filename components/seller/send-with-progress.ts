"use client";

import { apiHeaders, errorOfAnswer, toApiError } from "@/lib/stores/api";

/**
 * Like `api()` from lib/stores/api, but over XMLHttpRequest: fetch cannot report upload
 * progress, and a product image of several MB needs a visible one. Same headers (the stored
 * token in `token`, the cookie by itself), same ApiError on failure.
 */
export function sendWithProgress<T>(method: "POST" | "PUT", path: string, body: unknown, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    for (const [name, value] of Object.entries(apiHeaders(true))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      reject(errorOfAnswer(xhr.status, data));
    };
    xhr.onerror = () => reject(toApiError(null));
    xhr.send(JSON.stringify(body));
  });
}
