"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { orderDate } from "@/components/orders/orderDate";
import { api, toApiError } from "@/lib/stores/api";
import type { ProfileJson } from "@/lib/validation/responses";

/** The profile's "WhatsApp updates" row: whether they are on, for which number since when, and a way to stop them. */
export function WhatsAppUpdates({ userId, consent }: { userId: string; consent: ProfileJson["whatsappUpdates"] }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!consent) return <span className="break-normal font-normal text-stone-600">Off: order updates come by SMS.</span>;

  async function stop() {
    setBusy(true);
    setFailure(null);
    try {
      await api(`/api/user/${userId}/whatsapp`, { method: "DELETE" });
      router.refresh();
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {/* Words break between words here; the row breaks all, for addresses. */}
      <span className="mr-2 break-normal">
        On for {consent.mobile} since {orderDate(consent.since)}
      </span>
      <button type="button" onClick={stop} disabled={busy} className="text-sm font-semibold text-brand hover:underline">
        Stop WhatsApp updates
      </button>
      {failure && <p className="text-sm text-red-700">{failure}</p>}
    </>
  );
}
