"use client";

import { useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

/**
 * Confirms an address with a verification link's token. It takes a press of the button, not
 * the page's opening: mail scanners open links by themselves, and must not confirm an address
 * for whoever typed it.
 */
export function VerifyEmailButton({ token }: { token: string }) {
  const [verified, setVerified] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      setVerified((await api<{ email: string }>("/api/auth/verify", { method: "POST", body: { token } })).email);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (verified) {
    return <Banner tone="success">{verified} is confirmed. Mail about your orders now goes to it.</Banner>;
  }
  return (
    <div className="flex flex-col gap-4">
      {error && <Banner tone="error">{error.message} Log in and send a new link from your profile.</Banner>}
      <p className="text-sm text-stone-600">Press the button to confirm that this e-mail address is yours.</p>
      <Button size="lg" onClick={() => void confirm()} disabled={busy}>
        Confirm my e-mail address
      </Button>
    </div>
  );
}
