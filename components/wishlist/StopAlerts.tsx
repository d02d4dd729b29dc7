"use client";

import { useState } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { api, toApiError } from "@/lib/stores/api";

/** The unsubscribe page's one button: the same call a mail provider makes from the mail's header. */
export function StopAlerts({ userId, token }: { userId: string; token: string }) {
  const t = useText("accountForms");
  const reword = useReworded();
  const [state, setState] = useState<"asking" | "busy" | "done">("asking");
  const [error, setError] = useState<string | null>(null);

  async function stop() {
    setState("busy");
    setError(null);
    try {
      await api(`/api/wishlist/${userId}/alerts?${new URLSearchParams({ token })}`, { method: "POST" }).catch(reword);
      setState("done");
    } catch (failure) {
      setError(toApiError(failure).message);
      setState("asking");
    }
  }

  if (state === "done") return <Banner tone="success">{t("alertsStopped")}</Banner>;
  return (
    <div className="flex flex-col gap-3">
      <Button onClick={() => void stop()} disabled={state === "busy"} className="self-start">
        {t("stopAlerts")}
      </Button>
      {error && <Banner tone="error">{error}</Banner>}
    </div>
  );
}
