"use client";

import { useState } from "react";
import { useLang, useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Button } from "@/components/ui/Button";
import { api, toApiError } from "@/lib/stores/api";

/** "Send the link again" for an unconfirmed address (`email`); says what the server said (in the page's words), a refusal past the limit included. */
export function ResendVerificationButton({ userId, email }: { userId: string; email: string }) {
  const t = useText("accountForms");
  const lang = useLang();
  const reword = useReworded();
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>(`/api/user/${userId}/verification`, { method: "POST" }).catch(reword);
      setSaid({ text: lang === "en" ? message : t("resent", { email }), failed: false });
    } catch (failure) {
      setSaid({ text: toApiError(failure).message, failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" onClick={() => void resend()} disabled={busy}>
        {t("resend")}
      </Button>
      {said && (
        <p role={said.failed ? "alert" : "status"} className={`break-normal text-sm ${said.failed ? "text-red-700" : "text-emerald-800"}`}>
          {said.text}
        </p>
      )}
    </div>
  );
}
