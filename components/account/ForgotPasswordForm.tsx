"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useLang, useLocalized, useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { api, toApiError, type ApiError } from "@/lib/stores/api";
import { useAccountFieldWords } from "./useAccountFieldWords";

/** "Forgot password?" (docs/product.md, Passwords): the same answer whether or not an account has the address; in the page's words. */
export function ForgotPasswordForm() {
  const t = useText("accountForms");
  const lang = useLang();
  const localized = useLocalized();
  const reword = useReworded(useAccountFieldWords());
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setBusy(true);
    setError(null);
    try {
      const { message } = await api<{ message: string }>("/api/auth/forgot", { method: "POST", body: { email } }).catch(reword);
      setSent(lang === "en" ? message : t("forgotSent"));
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
        <p className="text-sm text-stone-600">{t("forgotNothing")}</p>
        <Link href={localized("/login")} className="font-semibold text-brand hover:underline">
          {t("backToLogin")}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t("forgotLead")}</p>
      {error && <Banner tone="error">{error.message}</Banner>}
      <TextField label={t("email")} name="email" type="email" autoComplete="email" error={error?.field("email")} required />
      <Button type="submit" size="lg" disabled={busy}>
        {t("sendLink")}
      </Button>
      <Link href={localized("/login")} className="text-center text-sm font-semibold text-brand hover:underline">
        {t("backToLogin")}
      </Link>
    </form>
  );
}
