"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toApiError, type ApiError } from "@/lib/stores/api";

/**
 * A dialog whose button calls the API: open state, a busy flag, and the error to show. On
 * success it closes and refreshes the page's server data; reopening clears an old error.
 */
export function useDialogAction() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await call();
      setOpen(false);
      router.refresh();
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    setError(null);
  }

  return { open, onOpenChange, busy, error, run };
}
