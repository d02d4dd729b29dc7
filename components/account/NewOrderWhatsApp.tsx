"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { api, toApiError } from "@/lib/stores/api";

/**
 * A seller's "New orders on WhatsApp" row (PUT /api/user/{id}/whatsapp): on or off, to the
 * mobile number proved theirs; without one, it says where to add it.
 */
export function NewOrderWhatsApp({ userId, mobile, on }: { userId: string; mobile: string | null; on: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!mobile) return <span className="break-normal font-normal text-stone-600">Add your mobile number first (Change mobile number, below).</span>;

  async function turn(next: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      await api(`/api/user/${userId}/whatsapp`, { method: "PUT", body: { newOrders: next } });
      router.refresh();
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <span className="mr-2 break-normal">{on ? `On: each new order is sent to ${mobile}` : "Off: new orders come by mail"}</span>
      <button type="button" onClick={() => void turn(!on)} disabled={busy} className="text-sm font-semibold text-brand hover:underline">
        {on ? "Stop WhatsApp messages" : "Send me each new order on WhatsApp"}
      </button>
      {failure && <p className="text-sm text-red-700">{failure}</p>}
    </>
  );
}
