"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { askText, deadlineText } from "@/lib/orders/cod-deadline";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

type Answer = "confirm" | "cancel";

const DONE: Record<Answer, string> = {
  confirm: "Thank you: your order is confirmed, and the seller will send it.",
  cancel: "Your order is cancelled. You owe nothing for it.",
};

/**
 * A cash-on-delivery order's confirmation: one button confirms, a quiet one cancels. On the
 * order page (`orderId`, the shopper logged in) the page then shows the order as it is; on the
 * mailed link's page (`token`, nobody logged in) it says what happened. It takes a press, not
 * the page's opening: mail scanners open links by themselves.
 */
export function CodConfirmPanel({ by, orderId, token }: { by: string; orderId?: string; token?: string }) {
  const router = useRouter();
  const [done, setDone] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function answer(choice: Answer) {
    setBusy(true);
    setError(null);
    try {
      if (token) await api("/api/order/confirm-cod", { method: "POST", body: { token, answer: choice } });
      else await api(`/api/order/${orderId}/confirm-cod`, { method: "POST", body: { answer: choice } });
      setDone(choice);
      if (orderId) router.refresh();
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <Banner tone="success">{DONE[done]}</Banner>;
  return (
    <section
      aria-labelledby="cod-confirm"
      data-testid="cod-confirm"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 shadow-sm"
    >
      <h2 id="cod-confirm" className="mb-1 text-base font-bold">
        Confirm your order
      </h2>
      <p className="mb-4">{askText(deadlineText(by))}</p>
      {error && (
        <Banner tone="error" className="mb-4">
          {error.message}
        </Banner>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" onClick={() => void answer("confirm")} disabled={busy}>
          Confirm order
        </Button>
        <Button variant="ghost" onClick={() => void answer("cancel")} disabled={busy} className="text-red-800">
          Cancel it
        </Button>
      </div>
    </section>
  );
}
