"use client";

import { useSyncExternalStore } from "react";

const unchanging = () => () => undefined;

/**
 * A query parameter of the page, read in the browser: /register is prerendered, where
 * useSearchParams would leave the form out of its HTML until the script ran. None on the server.
 */
export function useAddressParam(name: string): string | null {
  return useSyncExternalStore(
    unchanging,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}
