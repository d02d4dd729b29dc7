"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

/** "Forgot password?" (docs/product.md, Passwords): the same answer whether or not an account has the address. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setBusy(true);
    setError(null);
    try {
      setSent((await api<{ message: string }>("/api/auth/forgot", { method: "POST", body: { email } })).message);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <Banner tone="success">{sent}</Banner>
        <p className="text-sm text-stone-600">
          Nothing after a few minutes? Look in the spam folder, or check that the address is the one your account confirmed.
        </p>
        <Link href="/login" className="font-semibold text-brand hover:underline">
          Back to log in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        Enter your account&apos;s e-mail address. If the account has confirmed it, we mail it a link to choose a new password.
      </p>
      {error && <Banner tone="error">{error.message}</Banner>}
      <TextField label="Email" name="email" type="email" autoComplete="email" error={error?.field("email")} required />
      <Button type="submit" size="lg" disabled={busy}>
        Send the link
      </Button>
      <Link href="/login" className="text-center text-sm font-semibold text-brand hover:underline">
        Back to log in
      </Link>
    </form>
  );
}
