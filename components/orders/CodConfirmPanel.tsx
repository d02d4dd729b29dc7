"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useLang, useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { deadlineText } from "@/lib/orders/cod-deadline";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

type Answer = "confirm" | "cancel";

const DONE = { confirm: "doneConfirm", cancel: "doneCancel" } as const;

/**
 * A cash-on-delivery order's confirmation: one button confirms, a quiet one cancels. On the
 * order page (`orderId`, the shopper logged in) the page then shows the order as it is; on the
 * mailed link's page (`token`, nobody logged in) it says what happened. It takes a press, not
 * the page's opening: mail scanners open links by themselves. In the page's language (the
 * codConfirm words, which its page hands over).
 */
export function CodConfirmPanel({ by, orderId, token }: { by: string; orderId?: string; token?: string }) {
  const router = useRouter();
  const lang = useLang();
  const t = useText("codConfirm");
  const failureText = useFailureText();
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

  if (done) return <Banner tone="success">{t(DONE[done])}</Banner>;
  return (
    <section
      aria-labelledby="cod-confirm"
      data-testid="cod-confirm"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 shadow-sm"
    >
      <h2 id="cod-confirm" className="mb-1 text-base font-bold">
        {t("heading")}
      </h2>
      <p className="mb-4">{t("ask", { deadline: deadlineText(by, lang) })}</p>
      {error && (
        <Banner tone="error" className="mb-4">
          {failureText(error)}
        </Banner>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" onClick={() => void answer("confirm")} disabled={busy}>
          {t("confirm")}
        </Button>
        <Button variant="ghost" onClick={() => void answer("cancel")} disabled={busy} className="text-red-800">
          {t("cancel")}
        </Button>
      </div>
    </section>
  );
}
