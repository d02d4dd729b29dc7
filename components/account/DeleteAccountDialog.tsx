"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { IdentityProof } from "./IdentityProof";
import { useAccountFieldWords } from "./useAccountFieldWords";
import { api } from "@/lib/stores/api";
import { resetCart } from "@/lib/stores/cart";
import { flash } from "@/lib/stores/flash";
import { forgetLogin } from "@/lib/stores/login";

/** "Delete my account", behind a confirmation that says what goes, what stays as sales records and why. */
export function DeleteAccountDialog({ userId, hasPassword, salesRecordKeeping }: { userId: string; hasPassword: boolean; salesRecordKeeping: string }) {
  const router = useRouter();
  const t = useText("accountForms");
  const localized = useLocalized();
  const reword = useReworded(useAccountFieldWords());
  const { open, onOpenChange, busy, error, run } = useDialogAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const proof = hasPassword ? { password: String(form.get("password") ?? "") } : { code: String(form.get("code") ?? "") };
    return run(async () => {
      await api(`/api/user/${userId}`, { method: "DELETE", body: proof }).catch(reword);
      forgetLogin();
      resetCart();
      flash(t("deleted"), localized("/"));
      router.push(localized("/"));
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={buttonClasses("ghost", "md", "text-red-800")}>{t("deleteAccount")}</DialogTrigger>
      <DialogContent title={t("deleteTitle")}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <div className="space-y-2 text-sm leading-relaxed text-stone-700">
            <p>{t("deleteErased")}</p>
            <p>{t("deleteKept", { keeping: salesRecordKeeping })}</p>
          </div>
          {/* A wrong password or code is said once, under the field; the banner is for anything else. */}
          {error && !error.field("password") && !error.field("code") && <Banner tone="error">{error.message}</Banner>}
          <IdentityProof userId={userId} hasPassword={hasPassword} password={{ name: "password", label: t("yourPassword") }} error={(f) => error?.field(f)} />
          <div className="mt-2 flex justify-end gap-3">
            <DialogClose className={buttonClasses("ghost", "md")}>{t("keepAccount")}</DialogClose>
            <Button type="submit" variant="danger" disabled={busy}>
              {t("deleteAccount")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
