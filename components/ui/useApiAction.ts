"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toApiError } from "@/lib/stores/api";

/**
 * A control whose press calls the API: a busy flag and the error message to show. After a
 * call that succeeds, `then` runs (by default: the page's server data is refreshed).
 */
export function useApiAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<unknown>, then: () => void = () => router.refresh()) {
    setBusy(true);
    setError(null);
    try {
      await call();
      then();
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run, router };
}
