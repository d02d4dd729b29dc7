"use client";

import { useApiAction } from "@/components/ui/useApiAction";
import { api } from "@/lib/stores/api";

/**
 * A seller's "New orders on WhatsApp" row (PUT /api/user/{id}/whatsapp): on or off, to the
 * mobile number proved theirs; without one, it says where to add it.
 */
export function NewOrderWhatsApp({ userId, mobile, on }: { userId: string; mobile: string | null; on: boolean }) {
  const { busy, error, run } = useApiAction();
  if (!mobile) return <span className="break-normal font-normal text-stone-600">Add your mobile number first (Add mobile number, below).</span>;
  return (
    <>
      <span className="mr-2 break-normal">{on ? `On: each new order is sent to ${mobile}` : "Off: new orders come by mail"}</span>
      <button
        type="button"
        onClick={() => void run(() => api(`/api/user/${userId}/whatsapp`, { method: "PUT", body: { newOrders: !on } }))}
        disabled={busy}
        className="text-sm font-semibold text-brand hover:underline"
      >
        {on ? "Stop WhatsApp messages" : "Send me each new order on WhatsApp"}
      </button>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </>
  );
}
