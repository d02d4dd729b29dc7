"use client";

import { useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { useApiAction } from "@/components/ui/useApiAction";
import { api } from "@/lib/stores/api";

/** The author's Delete, asked twice: the review, its photos and its votes go for good. */
export function DeleteReviewButton({ reviewId, productId }: { reviewId: string; productId: string }) {
  const [asking, setAsking] = useState(false);
  const { busy, error, run, router } = useApiAction();
  const remove = () =>
    run(
      () => api(`/api/review/${reviewId}`, { method: "DELETE" }),
      () => {
        router.push(`/product/${productId}`);
        router.refresh();
      },
    );

  return (
    <div className="flex flex-col gap-2">
      {asking ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">Delete your review for good?</span>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => void remove()}>
            Yes, delete it
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => setAsking(true)}>
          Delete review
        </Button>
      )}
      {error && <Banner tone="error">{error}</Banner>}
    </div>
  );
}
