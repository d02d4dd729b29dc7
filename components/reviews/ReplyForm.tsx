"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { api, toApiError } from "@/lib/stores/api";
import { useLogin } from "@/lib/stores/login";

/** The product's seller's reply to a review (one, which they may edit); nothing for anyone else. */
export function ReplyForm({ reviewId, sellerId, reply }: { reviewId: string; sellerId: string; reply: string | null }) {
  const router = useRouter();
  const isSeller = useLogin((state) => state.userId === sellerId);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isSeller) return null;
  if (!open)
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {reply ? "Edit your reply" : "Reply"}
      </Button>
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api(`/api/review/${reviewId}/reply`, { method: "PUT", body: { text: new FormData(event.currentTarget).get("reply") } });
      setOpen(false);
      router.refresh();
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <TextAreaField label="Your reply" name="reply" id={`reply-${reviewId}`} defaultValue={reply ?? ""} required maxLength={2000} />
      {error && <Banner tone="error">{error}</Banner>}
      <Button type="submit" size="sm" disabled={busy} className="self-start">
        Post reply
      </Button>
    </form>
  );
}
