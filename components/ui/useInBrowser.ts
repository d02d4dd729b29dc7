import { useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/** False in the server's HTML and while the page hydrates, true once it runs in the browser: for what must wait until then (a lazy chunk, autoplay). */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
