"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { api, toApiError } from "@/lib/stores/api";

/** "Send the link again" for an unconfirmed address; says what the server said, a refusal past the limit included. */
export function ResendVerificationButton({ userId }: { userId: string }) {
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>(`/api/user/${userId}/verification`, { method: "POST" });
      setSaid({ text: message, failed: false });
    } catch (failure) {
      setSaid({ text: toApiError(failure).message, failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" onClick={() => void resend()} disabled={busy}>
        Send the link again
      </Button>
      {said && (
        <p role={said.failed ? "alert" : "status"} className={`break-normal text-sm ${said.failed ? "text-red-700" : "text-emerald-800"}`}>
          {said.text}
        </p>
      )}
    </div>
  );
}
