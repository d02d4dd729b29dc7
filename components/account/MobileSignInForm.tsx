"use client";

import { useState, type FormEvent } from "react";
import { useLang, useLocalized, useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { CodeField } from "./CodeField";
import { useFieldText } from "./useFieldText";
import { returnPath } from "@/lib/auth/return-path";
import { api, toApiError, type ApiError } from "@/lib/stores/api";
import { rememberLogin } from "@/lib/stores/login";

interface MobileLoginAnswer {
  token: string;
  id: string;
  admin: boolean;
  created?: true;
}

/**
 * "Continue with mobile number" (docs/product.md, Login and signup): a code by SMS, then the
 * code signs in, as the login form does; a new number's account goes on to the profile to
 * give its names, unless a login prompt named the page to come back to.
 */
export function MobileSignInForm() {
  const t = useText("account");
  const lang = useLang();
  const localized = useLocalized();
  const failureText = useFailureText();
  const fieldText = useFieldText();
  const [mobile, setMobile] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function run(call: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(toApiError(failure));
      setBusy(false);
    }
  }

  function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("mobile") ?? "");
    return run(async () => {
      await api("/api/auth/otp", { method: "POST", body: { mobile: typed } });
      setMobile(typed);
      setBusy(false);
    });
  }

  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    return run(async () => {
      const answer = await api<MobileLoginAnswer>("/api/auth/otp/verify", { method: "POST", body: { mobile, code, language: lang } });
      const next = returnPath(new URLSearchParams(window.location.search).get("next"));
      rememberLogin({ userId: answer.id, token: answer.token, admin: answer.admin });
      // A whole page load: the login form beside this one sends a signed-in visitor to / as soon as it sees the login.
      window.location.assign(next ?? (answer.admin ? "/dashboard" : answer.created ? "/profile" : localized("/")));
    });
  }

  if (mobile === null) {
    return (
      <form onSubmit={sendCode} className="flex flex-col gap-4">
        {error && <Banner tone="error">{failureText(error)}</Banner>}
        <TextField
          label={t("mobileNumber")}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t("mobileHint")}
          error={fieldText(error, "mobile")}
          required
        />
        <Button type="submit" size="lg" disabled={busy}>
          {t("continueMobile")}
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={verify} className="flex flex-col gap-4">
      {error && <Banner tone="error">{failureText(error)}</Banner>}
      <CodeField sentTo={mobile} error={fieldText(error, "code")} />
      <Button type="submit" size="lg" disabled={busy}>
        {t("signIn")}
      </Button>
      <button type="button" className="text-sm font-semibold text-brand hover:underline" onClick={() => setMobile(null)}>
        {t("otherNumber")}
      </button>
    </form>
  );
}
