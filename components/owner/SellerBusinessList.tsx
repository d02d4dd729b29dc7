"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { api, toApiError } from "@/lib/stores/api";
import type { BusinessJson } from "@/lib/validation/responses";

export interface SellerBusinessRow {
  userId: string;
  username: string;
  name: string;
  business: BusinessJson;
}

const STATUS_CLASS: Record<BusinessJson["status"], string> = {
  incomplete: "bg-stone-100 text-stone-700",
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
};

function identity(business: BusinessJson): string {
  if (business.gstin) return `GSTIN ${business.gstin}`;
  if (business.enrolmentId) return `Unregistered, enrolment ${business.enrolmentId}`;
  return "No GSTIN or enrolment number yet";
}

/** The owner's list of sellers with their businesses and status; a complete business waiting has Approve and Decline (with a note the seller is mailed). */
export function SellerBusinessList({ sellers }: { sellers: SellerBusinessRow[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<string, string>>({});

  async function decide(userId: string, approve: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      const note = notes[userId]?.trim();
      await api(`/api/seller/${userId}/business/approval`, { method: "PUT", body: { approve, ...(note ? { note } : {}) } });
      router.refresh();
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  if (sellers.length === 0) return <p className="text-stone-600">No other sellers yet.</p>;
  return (
    <div className="space-y-3">
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <ul aria-label="Sellers' businesses" className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {sellers.map(({ userId, username, name, business }) => (
          <li key={userId} className="space-y-2 px-4 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="min-w-0 font-semibold wrap-anywhere">
                {business.businessName ?? name} <span className="font-normal text-stone-600">({username})</span>
              </p>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold uppercase tracking-wide ${STATUS_CLASS[business.status]}`}>{business.status}</span>
            </div>
            <p className="text-sm text-stone-600 wrap-anywhere">
              {[business.legalName, identity(business), business.pan && `PAN ${business.pan}`, business.state].filter(Boolean).join(" · ")}
            </p>
            <p className="text-sm">
              <Link href={`/sellers/${userId}/statement`} className="font-semibold text-brand underline" aria-label={`Statement of ${username}`}>
                Statement and payouts
              </Link>
            </p>
            {business.status === "incomplete" && business.missing.length > 0 && (
              <p className="text-xs text-stone-500">Missing: {business.missing.join(", ")}</p>
            )}
            {business.status === "pending" && (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <input
                  aria-label={`Note to ${username}`}
                  placeholder="Note to the seller (optional)"
                  value={notes[userId] ?? ""}
                  onChange={(event) => setNotes({ ...notes, [userId]: event.target.value })}
                  className="h-9 min-w-0 flex-1 rounded-md border border-stone-300 px-2 text-sm"
                />
                <div className="flex shrink-0 gap-2">
                  <Button size="sm" onClick={() => void decide(userId, true)} disabled={busy} aria-label={`Approve the business of ${username}`}>
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void decide(userId, false)}
                    disabled={busy}
                    aria-label={`Decline the business of ${username}`}
                  >
                    Decline
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
