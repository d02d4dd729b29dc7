"use client";

import { useText } from "@/components/i18n/ClientTexts";
import { TextField } from "@/components/ui/TextField";

/** The six-digit code sent by SMS, as the phone's keyboard and its one-time-code autofill expect it. */
export function CodeField({ sentTo, error }: { sentTo: string; error?: string }) {
  // Every page that shows it hands the account's words (components/i18n/PageTexts.tsx): the sign-in pages, the profile and the console's account settings.
  const t = useText("account");
  return (
    <TextField
      label={t("code")}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      hint={t("codeHint", { mobile: sentTo })}
      error={error}
      autoFocus
      required
    />
  );
}
