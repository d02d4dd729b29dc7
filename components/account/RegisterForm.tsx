"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { useLang, useLocalized, useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { useFocusFirstError } from "@/components/ui/useFocusFirstError";
import { carryingNext } from "@/lib/auth/return-path";
import { api, toApiError, type ApiError } from "@/lib/stores/api";
import { flash } from "@/lib/stores/flash";
import { rememberSignedUp } from "@/lib/stores/signup";
import { useAddressParam } from "./useAddressParam";
import { useFieldText } from "./useFieldText";

const FIELDS = ["firstName", "lastName", "username", "email", "password"] as const;

interface SignUpAnswer {
  message: string;
  seller?: "approved" | "pending" | "closed";
}

const SELLER_WORDS = { approved: "sellerApproved", pending: "sellerPending", closed: "sellerClosed" } as const;

/** The sign-up's answer in the page's words (lib/users/seller-signup.ts says it in English): the account, its confirmation mail, a request to sell. */
function signedUpText(t: ReturnType<typeof useText<"account">>, email: string, seller: SignUpAnswer["seller"]): string {
  const mail = t("signedUp", { email });
  return seller ? `${mail} ${t(SELLER_WORDS[seller])}` : mail;
}

/**
 * Signup (docs/product.md, Login and signup): on success goes to /login (with the ?next= it came with), which gets the username, with the server's word
 * on the account, its confirmation mail and any request to sell. The server's field messages are shown beside their
 * fields, each once; the banner above then only points at them.
 */
/** `sellerNote`: what a seller account is in this shop (lib/shared/selling-model.ts), under the box that asks for one. */
export function RegisterForm({ sellerNote }: { sellerNote: string }) {
  const router = useRouter();
  const t = useText("account");
  const lang = useLang();
  const localized = useLocalized();
  const failureText = useFailureText();
  const fieldText = useFieldText();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, error);
  const login = carryingNext(localized("/login"), useAddressParam("next"));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "")]));
    setBusy(true);
    setError(null);
    try {
      const answer = await api<SignUpAnswer>("/api/auth/register", { method: "POST", body: { ...body, admin: form.get("admin") === "on", language: lang } });
      rememberSignedUp(body.username.trim());
      flash(t("pleaseLogIn", { message: lang === "en" ? answer.message : signedUpText(t, body.email.trim(), answer.seller) }), localized("/login"));
      router.push(login);
    } catch (failure) {
      setError(toApiError(failure));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4">
      {error && <Banner tone="error">{FIELDS.some((field) => error.field(field)) ? t("fixFields") : failureText(error, { conflict: t("taken") })}</Banner>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("firstName")} name="firstName" autoComplete="given-name" error={fieldText(error, "firstName")} required />
        <TextField label={t("lastName")} name="lastName" autoComplete="family-name" error={fieldText(error, "lastName")} />
      </div>
      <TextField label={t("username")} name="username" autoComplete="username" autoCapitalize="none" error={fieldText(error, "username")} required />
      <TextField label={t("email")} name="email" type="email" autoComplete="email" error={fieldText(error, "email")} required />
      <TextField
        label={t("password")}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint")}
        error={fieldText(error, "password")}
        required
      />
      <div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="admin" aria-describedby="seller-note" className="h-4 w-4 accent-brand" />
          {t("wantToSell")}
        </label>
        <p id="seller-note" className="mt-1 pl-6 text-xs text-stone-600">
          {sellerNote}
        </p>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {t("signup")}
      </Button>
      <p className="text-center text-sm text-stone-600">
        {t("haveAccount")}{" "}
        <Link href={login} className="font-semibold text-brand hover:underline">
          {t("logIn")}
        </Link>
      </p>
    </form>
  );
}
