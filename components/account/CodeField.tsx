"use client";

import { useText, useTexts } from "@/components/i18n/ClientTexts";
import { TextField } from "@/components/ui/TextField";

/** The six-digit code sent by SMS, as the phone's keyboard and its one-time-code autofill expect it. */
export function CodeField({ sentTo, error }: { sentTo: string; error?: string }) {
  const t = useText("account");
  // The sign-in pages hand their words (components/i18n/PageTexts.tsx); the profile's and the
  // console's dialogs are English pages without them.
  const worded = useTexts().texts.account !== undefined;
  return (
    <TextField
      label={worded ? t("code") : "Code"}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      hint={worded ? t("codeHint", { mobile: sentTo }) : `Sent by SMS to ${sentTo}; valid for 5 minutes.`}
      error={error}
      autoFocus
      required
    />
  );
}
