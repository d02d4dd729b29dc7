"use client";

import { useState } from "react";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { useApiAction } from "@/components/ui/useApiAction";
import { api } from "@/lib/stores/api";

/** The author's Delete, asked twice: the review, its photos and its votes go for good; then the product's page, in the page's language. */
export function DeleteReviewButton({ reviewId, productId }: { reviewId: string; productId: string }) {
  const [asking, setAsking] = useState(false);
  const t = useText("reviewForms");
  const localized = useLocalized();
  const reword = useReworded();
  const { busy, error, run, router } = useApiAction();
  const remove = () =>
    run(
      () => api(`/api/review/${reviewId}`, { method: "DELETE" }).catch(reword),
      () => {
        router.push(localized(`/product/${productId}`));
        router.refresh();
      },
    );

  return (
    <div className="flex flex-col gap-2">
      {asking ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">{t("deleteAsk")}</span>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => void remove()}>
            {t("deleteYes")}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
            {t("deleteKeep")}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => setAsking(true)}>
          {t("deleteReview")}
        </Button>
      )}
      {error && <Banner tone="error">{error}</Banner>}
    </div>
  );
}
