"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { useFocusFirstError } from "@/components/ui/useFocusFirstError";
import { carryingNext } from "@/lib/auth/return-path";
import { api, toApiError, type ApiError } from "@/lib/stores/api";
import { flash } from "@/lib/stores/flash";
import { rememberSignedUp } from "@/lib/stores/signup";
import { useAddressParam } from "./useAddressParam";

const FIELDS = ["firstName", "lastName", "username", "email", "password"] as const;

/**
 * Signup (docs/product.md, Login and signup): on success goes to /login (with the ?next= it came with), which gets the username, with the server's word
 * on the account, its confirmation mail and any request to sell. The server's field messages are shown beside their
 * fields, each once; the banner above then only points at them.
 */
/** `sellerNote`: what a seller account is in this shop (lib/shop/selling-model.ts), under the box that asks for one. */
export function RegisterForm({ sellerNote }: { sellerNote: string }) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, error);
  const login = carryingNext("/login", useAddressParam("next"));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "")]));
    setBusy(true);
    setError(null);
    try {
      const { message } = await api<{ message: string }>("/api/auth/register", { method: "POST", body: { ...body, admin: form.get("admin") === "on" } });
      rememberSignedUp(body.username.trim());
      flash(`${message} Please log in.`, "/login");
      router.push(login);
    } catch (failure) {
      setError(toApiError(failure));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4">
      {error && (
        <Banner tone="error">
          {FIELDS.some((field) => error.field(field)) ? "Some details need a change: see the messages under the fields." : error.message}
        </Banner>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" name="firstName" autoComplete="given-name" error={error?.field("firstName")} required />
        <TextField label="Last Name" name="lastName" autoComplete="family-name" error={error?.field("lastName")} />
      </div>
      <TextField label="Username" name="username" autoComplete="username" autoCapitalize="none" error={error?.field("username")} required />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={error?.field("email")} required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={error?.field("password")}
        required
      />
      <div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="admin" aria-describedby="seller-note" className="h-4 w-4 accent-brand" />I want to sell on this shop (seller account)
        </label>
        <p id="seller-note" className="mt-1 pl-6 text-xs text-stone-600">
          {sellerNote}
        </p>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        SIGNUP
      </Button>
      <p className="text-center text-sm text-stone-600">
        Already have an account?{" "}
        <Link href={login} className="font-semibold text-brand hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
