"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { api, toApiError, type ApiError } from "@/lib/stores/api";
import { flash } from "@/lib/stores/flash";
import { forgetLogin } from "@/lib/stores/login";

/** Sets a new password with the token of a reset link; every session ends, so this browser's is forgotten too and the login page follows. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    setMismatch(password !== String(form.get("confirm") ?? ""));
    if (password !== String(form.get("confirm") ?? "")) return;
    setBusy(true);
    setError(null);
    try {
      const { message } = await api<{ message: string }>("/api/auth/reset", { method: "POST", body: { token, password } });
      forgetLogin();
      flash(message, "/login");
      router.push("/login");
    } catch (failure) {
      setError(toApiError(failure));
      setBusy(false);
    }
  }

  const linkDead = error?.code === "invalid_token";
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {error && (
        <Banner tone="error">
          {error.message}
          {linkDead && (
            <Link href="/forgot-password" className="block underline underline-offset-2">
              Ask for a new link
            </Link>
          )}
        </Banner>
      )}
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, not a common password nor your username."
        error={error?.field("password")}
        required
      />
      <TextField
        label="New password again"
        name="confirm"
        type="password"
        autoComplete="new-password"
        error={mismatch ? "The two passwords are not the same." : undefined}
        required
      />
      <Button type="submit" size="lg" disabled={busy}>
        Set the new password
      </Button>
    </form>
  );
}
