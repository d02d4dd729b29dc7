"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useLang, useLocalized, useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { api, toApiError, type ApiError } from "@/lib/stores/api";
import { flash } from "@/lib/stores/flash";
import { forgetLogin } from "@/lib/stores/login";
import { useAccountFieldWords } from "./useAccountFieldWords";

/** Sets a new password with the token of a reset link; every session ends, so this browser's is forgotten too and the login page follows. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const t = useText("accountForms");
  const lang = useLang();
  const localized = useLocalized();
  const account = useText("account");
  // Here `password` is the new one: refused, it is the rule a new password follows that is said.
  const reword = useReworded({ ...useAccountFieldWords(), password: account("fieldPassword") });
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
      const { message } = await api<{ message: string }>("/api/auth/reset", { method: "POST", body: { token, password } }).catch(reword);
      forgetLogin();
      flash(lang === "en" ? message : t("passwordReset"), localized("/login"));
      router.push(localized("/login"));
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
            <Link href={localized("/forgot-password")} className="block underline underline-offset-2">
              {t("askNewLink")}
            </Link>
          )}
        </Banner>
      )}
      <TextField
        label={t("newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t("newPasswordHint")}
        error={error?.field("password")}
        required
      />
      <TextField
        label={t("newPasswordAgain")}
        name="confirm"
        type="password"
        autoComplete="new-password"
        error={mismatch ? t("notSame") : undefined}
        required
      />
      <Button type="submit" size="lg" disabled={busy}>
        {t("setNewPassword")}
      </Button>
    </form>
  );
}
