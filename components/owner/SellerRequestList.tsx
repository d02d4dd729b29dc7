"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { orderDate } from "@/components/orders/orderDate";
import { Button } from "@/components/ui/Button";
import { api, toApiError } from "@/lib/stores/api";

export interface SellerRequestRow {
  userId: string;
  username: string;
  name: string;
  email: string;
  emailVerified: boolean;
  requestedAt: string;
}

/** The owner's list of requests to sell (SELLER_SIGNUP=approval), each with Approve and Decline. */
export function SellerRequestList({ requests }: { requests: SellerRequestRow[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function decide(userId: string, approve: boolean) {
    setBusy(userId);
    setFailure(null);
    try {
      await api(`/api/seller-requests/${userId}`, { method: "PUT", body: { approve } });
      router.refresh();
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setBusy(null);
    }
  }

  if (requests.length === 0) return <p className="text-stone-600">No requests to sell are waiting.</p>;
  return (
    <div className="space-y-3">
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {requests.map((request) => (
          <li key={request.userId} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold">
                {request.name} <span className="font-normal text-stone-600">({request.username})</span>
              </p>
              <p className="break-all text-sm text-stone-600">
                {request.email} · {request.emailVerified ? "address confirmed" : "address not confirmed"} · asked {orderDate(request.requestedAt)}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button size="sm" onClick={() => void decide(request.userId, true)} disabled={busy !== null} aria-label={`Approve ${request.username}`}>
                Approve
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void decide(request.userId, false)}
                disabled={busy !== null}
                aria-label={`Decline ${request.username}`}
              >
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
