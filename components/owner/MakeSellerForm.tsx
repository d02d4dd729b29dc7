"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

/** The owner makes an account a seller by its username (the only way when SELLER_SIGNUP=closed). */
export function MakeSellerForm() {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const username = String(new FormData(form).get("username") ?? "");
    setBusy(true);
    setError(null);
    setMade(null);
    try {
      await api("/api/sellers", { method: "POST", body: { username } });
      setMade(`${username} is a seller now; their next log-in opens the seller console.`);
      form.reset();
      router.refresh();
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:flex-row sm:items-end">
      <TextField
        label="Username of the account"
        name="username"
        autoCapitalize="none"
        error={error?.field("username") ?? error?.message}
        className="flex-1"
        required
      />
      <Button type="submit" disabled={busy}>
        Make a seller
      </Button>
      {made && (
        <Banner tone="success" className="sm:basis-full">
          {made}
        </Banner>
      )}
    </form>
  );
}
