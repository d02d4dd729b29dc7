"use client";

import { useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

const FIELDS = ["name", "email", "orderNumber", "text"] as const;

/** The complaint form of /grievance (docs/product.md, The shop's legal pages): on success it shows the ticket, also mailed. */
export function GrievanceForm() {
  const [ticket, setTicket] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

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
        Your complaint is received. Its ticket number is <strong>{ticket}</strong>; we mailed it to you too. We acknowledge it within 48 hours and resolve it
        within a month.
      </Banner>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {error && <Banner tone="error">{error.message}</Banner>}
      <TextField label="Your name" name="name" autoComplete="name" error={error?.field("name")} required />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={error?.field("email")} required />
      <TextField label="Order number (if it is about an order)" name="orderNumber" error={error?.field("orderNumber")} />
      <TextAreaField label="Your complaint" name="text" rows={6} hint="At least 10 characters." error={error?.field("text")} required />
      <Button type="submit" size="lg" disabled={busy}>
        Send the complaint
      </Button>
    </form>
  );
}
