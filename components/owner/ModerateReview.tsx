"use client";

import { useId, useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { useApiAction } from "@/components/ui/useApiAction";
import { HIDDEN_REASON_LABELS, HIDDEN_REASONS, type HiddenReason } from "@/lib/reviews/reasons";
import { api } from "@/lib/stores/api";

/** The owner's moderation of one review: hide it for one of the listed reasons, or show it again. */
export function ModerateReview({ reviewId, hidden }: { reviewId: string; hidden: boolean }) {
  const reasonId = useId();
  const [reason, setReason] = useState<HiddenReason>("abusive");
  const { busy, error, run } = useApiAction();
  const moderate = (body: { hidden: true; reason: HiddenReason } | { hidden: false }) =>
    run(() => api(`/api/review/${reviewId}/moderation`, { method: "PUT", body }));

  return (
    <div className="flex flex-col gap-2">
      {hidden ? (
        <Button size="sm" variant="secondary" className="self-start" disabled={busy} onClick={() => void moderate({ hidden: false })}>
          Show again
        </Button>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={reasonId} className="text-sm">
            Reason
          </label>
          <select
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value as HiddenReason)}
            className="h-8 rounded-md border border-stone-300 bg-white px-2 text-sm"
          >
            {HIDDEN_REASONS.map((r) => (
              <option key={r} value={r}>
                {HIDDEN_REASON_LABELS[r]}
              </option>
            ))}
          </select>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => void moderate({ hidden: true, reason })}>
            Hide
          </Button>
        </div>
      )}
      {error && <Banner tone="error">{error}</Banner>}
    </div>
  );
}
