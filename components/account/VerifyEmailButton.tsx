"use client";

import { useState } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

/**
 * Confirms an address with a verification link's token. It takes a press of the button, not
 * the page's opening: mail scanners open links by themselves, and must not confirm an address
 * for whoever typed it.
 */
export function VerifyEmailButton({ token }: { token: string }) {
  const t = useText("accountForms");
  const reword = useReworded();
  const [verified, setVerified] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      setVerified((await api<{ email: string }>("/api/auth/verify", { method: "POST", body: { token } }).catch(reword)).email);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (verified) {
    return <Banner tone="success">{t("verified", { email: verified })}</Banner>;
  }
  return (
    <div className="flex flex-col gap-4">
      {error && <Banner tone="error">{t("verifyFailed", { message: error.message })}</Banner>}
      <p className="text-sm text-stone-600">{t("verifyPress")}</p>
      <Button size="lg" onClick={() => void confirm()} disabled={busy}>
        {t("verifyButton")}
      </Button>
    </div>
  );
}
