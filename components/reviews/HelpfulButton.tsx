"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { LoginPrompt } from "@/components/ui/LoginPrompt";
import { useTimedMessage } from "@/components/ui/useTimedMessage";
import { api, toApiError } from "@/lib/stores/api";
import { isLoggedIn, useLogin } from "@/lib/stores/login";

/** "Helpful": a logged-in shopper's one vote for a review not their own (again counts nothing); logged out, it asks to log in. */
export function HelpfulButton({ reviewId, returnTo }: { reviewId: string; returnTo: string }) {
  const router = useRouter();
  const loggedIn = useLogin(isLoggedIn);
  const prompt = useTimedMessage();
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function vote() {
    if (!loggedIn) return prompt.show("Please Login to Continue.");
    setBusy(true);
    try {
      await api(`/api/review/${reviewId}/helpful`, { method: "POST" });
      setSaid("Thank you for your vote.");
      router.refresh();
    } catch (failure) {
      setSaid(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" disabled={busy || said !== null} onClick={() => void vote()}>
          Helpful
        </Button>
        {said && (
          <span role="status" className="text-xs text-stone-600">
            {said}
          </span>
        )}
      </div>
      <LoginPrompt prompt={prompt} returnTo={returnTo} />
    </div>
  );
}
