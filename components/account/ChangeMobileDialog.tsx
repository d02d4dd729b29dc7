"use client";

import { usePathname } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { CodeField } from "./CodeField";
import { useAccountFieldWords } from "./useAccountFieldWords";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { api } from "@/lib/stores/api";
import { flash } from "@/lib/stores/flash";
import { rememberLogin } from "@/lib/stores/login";

interface LoginAnswer {
  token: string;
  id: string;
  admin: boolean;
}

/** "Add / Change mobile number": a code by SMS to the new number, then the code; every other device is signed out, as a password change does. */
export function ChangeMobileDialog({ userId, current }: { userId: string; current: string | null }) {
  const pathname = usePathname();
  const t = useText("accountForms");
  const reword = useReworded(useAccountFieldWords());
  const { open, onOpenChange, busy, error, run } = useDialogAction();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const mobile = String(new FormData(event.currentTarget).get("mobile") ?? "");
    setSending(true);
    setSendError(null);
    try {
      await api(`/api/user/${userId}/mobile`, { method: "PUT", body: { mobile } }).catch(reword);
      setSentTo(mobile);
    } catch (failure) {
      setSendError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    return run(async () => {
      const answer = await api<LoginAnswer>(`/api/user/${userId}/mobile/verify`, { method: "POST", body: { code } }).catch(reword);
      rememberLogin({ userId: answer.id, token: answer.token, admin: answer.admin });
      setSentTo(null);
      flash(t("mobileChanged"), pathname);
    });
  }

  function changeOpen(next: boolean) {
    onOpenChange(next);
    setSentTo(null);
    setSendError(null);
  }

  const title = t(current ? "changeMobile" : "addMobile");
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger className={buttonClasses("secondary", "md")}>{title}</DialogTrigger>
      <DialogContent title={title}>
        {sentTo === null ? (
          <form onSubmit={sendCode} className="flex flex-col gap-4">
            {sendError && <Banner tone="error">{sendError}</Banner>}
            <TextField label={t("newMobile")} name="mobile" type="tel" inputMode="tel" autoComplete="tel-national" hint={t("newMobileHint")} required />
            <div className="mt-2 flex justify-end gap-3">
              <DialogClose className={buttonClasses("ghost", "md")}>{t("cancel")}</DialogClose>
              <Button type="submit" disabled={sending}>
                {t("sendCode")}
              </Button>
            </div>
          </form>
        ) : (
          <form onSubmit={verify} className="flex flex-col gap-4">
            {error && <Banner tone="error">{error.message}</Banner>}
            <CodeField sentTo={sentTo} />
            <div className="mt-2 flex justify-end gap-3">
              <DialogClose className={buttonClasses("ghost", "md")}>{t("cancel")}</DialogClose>
              <Button type="submit" disabled={busy}>
                {t("confirm")}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
