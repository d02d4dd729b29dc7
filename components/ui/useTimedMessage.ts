"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** Login prompts stay for 3000 ms (docs/product.md, Numbers). */
export const PROMPT_MS = 3000;

/**
 * A message that clears itself after `ms`; showing it again restarts the clock.
 * Used for the spec's 3-second banners ('Please Login to Continue.', 'Login to add item to Cart.').
 */
export function useTimedMessage(ms: number = PROMPT_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear: () => setMessage(null) };
}
