"use client";

import { useState } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { api, toApiError } from "@/lib/stores/api";

/**
 * What proves it is the account's person before a new password or deleting the account: the
 * password, or, for an account made with a mobile number (no password), a code the shop sends
 * to that number on request (POST /api/user/{id}/confirm-code; lib/auth/identity.ts).
 */
export function IdentityProof({
  userId,
  hasPassword,
  password,
  error,
}: {
  userId: string;
  hasPassword: boolean;
  /** The password field's name and label on this form. */
  password: { name: string; label: string };
  error: (field: string) => string | undefined;
}) {
  const t = useText("accountForms");
  const reword = useReworded();
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (hasPassword)
    return <TextField label={password.label} name={password.name} type="password" autoComplete="current-password" error={error(password.name)} required />;

  async function send() {
    setSending(true);
    try {
      await api(`/api/user/${userId}/confirm-code`, { method: "POST", body: {} }).catch(reword);
      setSent(t("codeSent"));
    } catch (failure) {
      setSent(toApiError(failure).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-stone-700">{t("noPassword")}</p>
      <Button type="button" variant="secondary" onClick={send} disabled={sending} className="self-start">
        {t(sent ? "sendAnother" : "sendMe")}
      </Button>
      {sent && (
        <p role="status" className="text-sm text-stone-700">
          {sent}
        </p>
      )}
      <TextField label={t("codeFromSms")} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={error("code")} required />
    </div>
  );
}
