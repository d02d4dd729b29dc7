"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

type Answer = "retry" | "decline";

const DONE: Record<Answer, string> = {
  retry: "Thank you: the courier will try again. Keep your phone at hand.",
  decline: "The parcel goes back to the seller. Nothing is charged for its items.",
};

/**
 * After a failed delivery attempt: one button says the shopper will take the parcel, a quiet
 * one sends it back. On the order page (`shipmentId`, the shopper logged in) the page then shows
 * the parcel as it is; on the mailed link's page (`token`, nobody logged in) it says what
 * happened. It takes a press, not the page's opening: mail scanners open links by themselves.
 */
export function ParcelAnswerPanel({ shipmentId, token, given }: { shipmentId?: string; token?: string; given?: Answer }) {
  const router = useRouter();
  const [done, setDone] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function answer(choice: Answer) {
    setBusy(true);
    setError(null);
    try {
      if (token) await api("/api/order/parcel-answer", { method: "POST", body: { token, answer: choice } });
      else await api(`/api/order/shipment/${shipmentId}/${choice}`, { method: "POST" });
      if (token) setDone(choice);
      else router.refresh();
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <Banner tone="success">{DONE[done]}</Banner>;
  return (
    <div className="space-y-2" data-testid="parcel-answer">
      {error && <Banner tone="error">{error.message}</Banner>}
      <div className="flex flex-wrap items-center gap-3">
        {given !== "retry" && (
          <Button size="sm" onClick={() => void answer("retry")} disabled={busy}>
            I will take it
          </Button>
        )}
        {given !== "decline" && (
          <Button size="sm" variant="ghost" onClick={() => void answer("decline")} disabled={busy} className="text-red-800">
            Send it back
          </Button>
        )}
      </div>
    </div>
  );
}
