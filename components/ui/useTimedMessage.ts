"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** Login prompts stay for 3000 ms (docs/product.md, Numbers). */
export const PROMPT_MS = 3000;

/**
 * A message that clears itself after `ms`; showing it again restarts the clock.
 * Used for the spec's 3-second banners ('Please Login to Continue.', 'Login to add item to Cart.').
 * `hold` stops the clock while the pointer or the focus is on the message (it carries a link
 * to act on), and `release` gives it its full time again.
 */
export function useTimedMessage(ms: number = PROMPT_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), ms);
  }, [ms]);

  const show = useCallback(
    (text: string) => {
      setMessage(text);
      start();
    },
    [start],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear: () => setMessage(null), hold: () => clearTimeout(timer.current), release: start };
}
