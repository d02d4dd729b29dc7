"use client";

import { useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/** False while the server draws the page and while it hydrates, true after: for parts drawn in the browser only. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
