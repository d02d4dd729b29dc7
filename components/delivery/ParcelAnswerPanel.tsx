"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

type Answer = "retry" | "decline";

const DONE = { retry: "doneRetry", decline: "doneDecline" } as const;

/**
 * After a failed delivery attempt: one button says the shopper will take the parcel, a quiet
 * one sends it back. On the order page (`shipmentId`, the shopper logged in) the page then shows
 * the parcel as it is; on the mailed link's page (`token`, nobody logged in) it says what
 * happened. It takes a press, not the page's opening: mail scanners open links by themselves.
 * In the page's language (the parcelAnswer words, which its page hands over).
 */
export function ParcelAnswerPanel({ shipmentId, token, given }: { shipmentId?: string; token?: string; given?: Answer }) {
  const router = useRouter();
  const t = useText("parcelAnswer");
  const failureText = useFailureText();
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

  if (done) return <Banner tone="success">{t(DONE[done])}</Banner>;
  return (
    <div className="space-y-2" data-testid="parcel-answer">
      {error && <Banner tone="error">{failureText(error)}</Banner>}
      <div className="flex flex-wrap items-center gap-3">
        {given !== "retry" && (
          <Button size="sm" onClick={() => void answer("retry")} disabled={busy}>
            {t("take")}
          </Button>
        )}
        {given !== "decline" && (
          <Button size="sm" variant="ghost" onClick={() => void answer("decline")} disabled={busy} className="text-red-800">
            {t("sendBack")}
          </Button>
        )}
      </div>
    </div>
  );
}
