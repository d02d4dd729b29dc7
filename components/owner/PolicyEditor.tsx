"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

/** The owner edits one policy's text; "Use the default text" drops their own (docs/product.md, The shop's legal pages). */
export function PolicyEditor({ slug, title, text, own }: { slug: string; title: string; text: string; own: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(body: string | null) {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      await api(`/api/policies/${slug}`, { method: "PUT", body: { body } });
      setSaved(body === null ? "The default text is back." : "Saved. The page shows it now.");
      router.refresh();
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(String(new FormData(event.currentTarget).get("body") ?? ""));
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-bold">
        {title} <span className="text-sm font-normal text-stone-600">{own ? "(your text)" : "(the default text)"}</span>
      </h2>
      {error && <Banner tone="error">{error.message}</Banner>}
      {saved && <Banner tone="success">{saved}</Banner>}
      <TextAreaField
        label={`Text of ${title}`}
        name="body"
        rows={12}
        defaultValue={text}
        hint='A line "## Heading" is a heading, lines "- item" a list; a blank line ends a paragraph.'
        error={error?.field("body")}
        required
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          Save
        </Button>
        {own && (
          <Button variant="secondary" onClick={() => void save(null)} disabled={busy}>
            Use the default text
          </Button>
        )}
      </div>
    </form>
  );
}
