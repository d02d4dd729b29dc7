"use client";

import { useState, type FormEvent } from "react";
import { useLang, useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

const FIELDS = ["name", "email", "orderNumber", "text"] as const;
const FIELD_WORDS = { name: "fieldName", email: "fieldEmail", orderNumber: "fieldOrderNumber", text: "fieldText" } as const;

/**
 * The complaint form of /grievance (docs/product.md, The shop's legal pages): on success it shows the ticket, also mailed.
 * In the page's words (grievanceForm, handed by the page); on a Hindi page a field's message is the page's for that field,
 * as the API answers in English.
 */
export function GrievanceForm() {
  const t = useText("grievanceForm");
  const lang = useLang();
  const failureText = useFailureText();
  const [ticket, setTicket] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldText = (field: (typeof FIELDS)[number]) => {
    const message = error?.field(field);
    return message && lang !== "en" ? t(FIELD_WORDS[field]) : message;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "")]));
    setBusy(true);
    setError(null);
    try {
      setTicket((await api<{ ticket: string }>("/api/grievance", { method: "POST", body })).ticket);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (ticket) {
    return (
      <Banner tone="success">
        {t("receivedBefore")} <strong>{ticket}</strong>
        {t("receivedAfter")}
      </Banner>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {error && <Banner tone="error">{failureText(error)}</Banner>}
      <TextField label={t("name")} name="name" autoComplete="name" error={fieldText("name")} required />
      <TextField label={t("email")} name="email" type="email" autoComplete="email" error={fieldText("email")} required />
      <TextField label={t("orderNumber")} name="orderNumber" error={fieldText("orderNumber")} />
      <TextAreaField label={t("text")} name="text" rows={6} hint={t("textHint")} error={fieldText("text")} required />
      <Button type="submit" size="lg" disabled={busy}>
        {t("send")}
      </Button>
    </form>
  );
}
