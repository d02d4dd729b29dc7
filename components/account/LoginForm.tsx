"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { carryingNext, returnPath } from "@/lib/auth/return-path";
import { api, ApiError, SESSION_ENDED_PARAM } from "@/lib/stores/api";
import { isLoggedIn, rememberLogin, useLogin } from "@/lib/stores/login";
import { useSignedUp } from "@/lib/stores/signup";
import { useAddressParam } from "./useAddressParam";

interface LoginResponse {
  token: string;
  id: string;
  admin: boolean;
}

/**
 * Login (docs/product.md, Login and signup): on success stores userId, token and isAdmin and goes to /dashboard for a
 * seller, else /, unless a login prompt's "Log in" link named the page to come back to (?next=); any failure
 * shows 'Invalid password/username'. Already logged in: /. Straight after sign-up the username is filled in. The
 * username may be the account's e-mail address; "Create an account" passes ?next= on to sign-up, which brings it back.
 */
export function LoginForm() {
  const router = useRouter();
  const t = useText("account");
  const localized = useLocalized();
  const loggedIn = useLogin(isLoggedIn);
  const [failure, setFailure] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const [busy, setBusy] = useState(false);
  const signedUp = useSignedUp((state) => state.username);
  const next = useAddressParam("next");
  const ended = useAddressParam(SESSION_ENDED_PARAM) !== null;

  useEffect(() => {
    if (loggedIn && !busy) router.replace(localized("/"));
  }, [loggedIn, busy, router, localized]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget;
    const form = new FormData(fields);
    setBusy(true);
    setFailure(null);
    try {
      const result = await api<LoginResponse>("/api/auth/login", {
        method: "POST",
        body: { username: String(form.get("username") ?? ""), password: String(form.get("password") ?? "") },
      });
      rememberLogin({ userId: result.id, token: result.token, admin: result.admin });
      router.push(returnPath(next) ?? (result.admin ? "/dashboard" : localized("/")));
      router.refresh();
    } catch (error) {
      setFailure(t("invalid"));
      setTooMany(error instanceof ApiError && error.status === 429);
      setBusy(false);
      // Most often the password was mistyped: it is selected, ready to be typed again.
      const password = fields.querySelector<HTMLInputElement>("input[name=password]");
      password?.focus();
      password?.select();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {ended && !failure && <Banner tone="info">{t("sessionEnded")}</Banner>}
      {failure && (
        <Banner tone="error">
          {failure}
          {tooMany && <span className="block font-normal">{t("tooMany")}</span>}
        </Banner>
      )}
      <TextField
        label={t("username")}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        hint={t("usernameHint")}
        defaultValue={signedUp ?? undefined}
        required
      />
      <TextField label={t("password")} name="password" type="password" autoComplete="current-password" autoFocus={Boolean(signedUp)} required />
      <Link href="/forgot-password" className="-mt-2 self-end text-sm font-semibold text-brand hover:underline">
        {t("forgot")}
      </Link>
      <Button type="submit" size="lg" disabled={busy}>
        {t("login")}
      </Button>
      <p className="text-center text-sm text-stone-600">
        {t("newHere")}{" "}
        <Link href={carryingNext(localized("/register"), next)} className="font-semibold text-brand hover:underline">
          {t("createAccount")}
        </Link>
      </p>
    </form>
  );
}
