"use client";

import { usePathname } from "next/navigation";
import type { FormEvent } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { IdentityProof } from "./IdentityProof";
import { useAccountFieldWords } from "./useAccountFieldWords";
import { api } from "@/lib/stores/api";
import { flash } from "@/lib/stores/flash";
import { rememberLogin } from "@/lib/stores/login";

interface LoginAnswer {
  token: string;
  id: string;
  admin: boolean;
}

/** The fields whose refusal the dialog shows beside them: said once, there, with no banner above (as DeleteAccountDialog). */
const SHOWN = ["currentPassword", "code", "newPassword"];

/**
 * "Change password" ("Set a password" for an account made with a mobile number, proved by a
 * code instead): every other device is signed out; this one keeps going with the new token the
 * server answers.
 */
export function ChangePasswordDialog({ userId, hasPassword }: { userId: string; hasPassword: boolean }) {
  const pathname = usePathname();
  const t = useText("accountForms");
  const reword = useReworded(useAccountFieldWords());
  const { open, onOpenChange, busy, error, run } = useDialogAction();
  const title = t(hasPassword ? "changePassword" : "setPasswordTitle");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const proof = hasPassword ? { currentPassword: String(form.get("currentPassword") ?? "") } : { code: String(form.get("code") ?? "") };
    const body = { ...proof, newPassword: String(form.get("newPassword") ?? "") };
    return run(async () => {
      const answer = await api<LoginAnswer>(`/api/user/${userId}/password`, { method: "PUT", body }).catch(reword);
      rememberLogin({ userId: answer.id, token: answer.token, admin: answer.admin });
      flash(t(hasPassword ? "passwordChanged" : "passwordSet"), pathname);
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={buttonClasses("secondary", "md")}>{title}</DialogTrigger>
      <DialogContent title={title}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          {error && !SHOWN.some((field) => error.field(field)) && <Banner tone="error">{error.message}</Banner>}
          <IdentityProof
            userId={userId}
            hasPassword={hasPassword}
            password={{ name: "currentPassword", label: t("currentPassword") }}
            error={(f) => error?.field(f)}
          />
          <TextField
            label={t("newPassword")}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint={t("newPasswordHint")}
            error={error?.field("newPassword")}
            required
          />
          <div className="mt-2 flex justify-end gap-3">
            <DialogClose className={buttonClasses("ghost", "md")}>{t("cancel")}</DialogClose>
            <Button type="submit" disabled={busy}>
              {t(hasPassword ? "change" : "setPassword")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
