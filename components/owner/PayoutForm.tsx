"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { useApiAction } from "@/components/ui/useApiAction";
import { api, ApiError } from "@/lib/stores/api";

/** The owner records a bank transfer made to a seller (POST /api/seller/{userId}/payout); the statement of its day's month counts it. */
export function PayoutForm({ userId, today }: { userId: string; today: string }) {
  const { busy, error, run } = useApiAction();
  const [fields, setFields] = useState<ApiError | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setFields(null);
    void run(async () => {
      try {
        await api(`/api/seller/${userId}/payout`, {
          method: "POST",
          body: { amount: Number(data.get("amount")), reference: String(data.get("reference")).trim(), paidOn: String(data.get("paidOn")) },
        });
        form.reset();
      } catch (failure) {
        if (failure instanceof ApiError) setFields(failure);
        throw failure;
      }
    });
  }

  return (
    <form onSubmit={submit} aria-label="Record a payout" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h3 className="font-semibold">Record a payout</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Amount (₹)" name="amount" type="number" inputMode="decimal" min="0.01" step="0.01" required error={fields?.field("amount")} />
        <TextField label="Bank reference" name="reference" required maxLength={100} hint="e.g. the UTR of the transfer" error={fields?.field("reference")} />
        <TextField label="Paid on" name="paidOn" type="date" required defaultValue={today} max={today} error={fields?.field("paidOn")} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        Record payout
      </Button>
    </form>
  );
}
