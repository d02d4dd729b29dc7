"use client";

import { useState } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Button } from "@/components/ui/Button";
import { LoginPrompt } from "@/components/ui/LoginPrompt";
import { useApiAction } from "@/components/ui/useApiAction";
import { useTimedMessage } from "@/components/ui/useTimedMessage";
import { api } from "@/lib/stores/api";
import { isLoggedIn, useLogin } from "@/lib/stores/login";

/**
 * "Helpful": a logged-in shopper's one vote for a review not their own (again counts nothing); logged out, it asks to log in.
 * Its words are the page's (reviewForms, handed over with PageTexts).
 */
export function HelpfulButton({ reviewId, returnTo }: { reviewId: string; returnTo: string }) {
  const loggedIn = useLogin(isLoggedIn);
  const prompt = useTimedMessage();
  const t = useText("reviewForms");
  const frame = useText("frame");
  const reword = useReworded();
  const [thanked, setThanked] = useState(false);
  const { busy, error, run, router } = useApiAction();

  function vote() {
    if (!loggedIn) return prompt.show(frame("loginToContinue"));
    void run(
      () => api(`/api/review/${reviewId}/helpful`, { method: "POST" }).catch(reword),
      () => {
        setThanked(true);
        router.refresh();
      },
    );
  }
  const said = thanked ? t("thanks") : error;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" disabled={busy || thanked} onClick={vote}>
          {t("helpful")}
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
