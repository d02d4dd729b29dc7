"use client";

import { useState, type FormEvent } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { useApiAction } from "@/components/ui/useApiAction";
import { api } from "@/lib/stores/api";
import { useLogin } from "@/lib/stores/login";

/** The product's seller's reply to a review (one, which they may edit); nothing for anyone else. In the page's language (reviewForms). */
export function ReplyForm({ reviewId, sellerId, reply }: { reviewId: string; sellerId: string; reply: string | null }) {
  const isSeller = useLogin((state) => state.userId === sellerId);
  const t = useText("reviewForms");
  const reword = useReworded();
  const [open, setOpen] = useState(false);
  const { busy, error, run, router } = useApiAction();
  if (!isSeller) return null;
  if (!open)
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {reply ? t("editReply") : t("reply")}
      </Button>
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("reply");
    void run(
      () => api(`/api/review/${reviewId}/reply`, { method: "PUT", body: { text } }).catch(reword),
      () => {
        setOpen(false);
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <TextAreaField label={t("yourReply")} name="reply" id={`reply-${reviewId}`} defaultValue={reply ?? ""} required maxLength={2000} />
      {error && <Banner tone="error">{error}</Banner>}
      <Button type="submit" size="sm" disabled={busy} className="self-start">
        {t("postReply")}
      </Button>
    </form>
  );
}
