"use client";

import type { FormEvent } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { api } from "@/lib/stores/api";
import { fullName } from "./fullName";
import { useAccountFieldWords } from "./useAccountFieldWords";

export interface ProfileUser {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}

/** The fields whose refusal the dialog shows beside them: said once, there, with no banner above (as DeleteAccountDialog). */
const SHOWN = ["firstName", "lastName", "username", "email"];

/** "Asha Rao" → first name "Asha", last name "Rao": the dialog has one Name field. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * The "Update Profile" dialog (docs/product.md, Profile): Name, Username, Email Address, Cancel and Update.
 * Used by /profile (and /hi/profile, in the page's words) and by the seller's ACCOUNT SETTINGS.
 */
export function UpdateProfileDialog({ user, triggerLabel }: { user: ProfileUser; triggerLabel?: string }) {
  const t = useText("accountForms");
  const reword = useReworded(useAccountFieldWords());
  const { open, onOpenChange, busy, error, run } = useDialogAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return run(() =>
      api(`/api/user/${user.id}`, {
        method: "PUT",
        body: { ...splitName(String(form.get("name") ?? "")), username: String(form.get("username") ?? ""), email: String(form.get("email") ?? "") },
      }).catch(reword),
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={buttonClasses("primary", "md")}>{triggerLabel ?? t("updateProfile")}</DialogTrigger>
      <DialogContent title={t("updateProfile")}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          {error && !SHOWN.some((field) => error.field(field)) && <Banner tone="error">{error.message}</Banner>}
          <TextField
            label={t("name")}
            name="name"
            defaultValue={fullName(user)}
            autoComplete="name"
            error={error?.field("firstName") ?? error?.field("lastName")}
            required
          />
          <TextField
            label={t("username")}
            name="username"
            defaultValue={user.username}
            autoComplete="username"
            autoCapitalize="none"
            error={error?.field("username")}
            required
          />
          <TextField
            label={t("emailAddress")}
            name="email"
            type="email"
            defaultValue={user.email}
            autoComplete="email"
            error={error?.field("email")}
            required
          />
          <div className="mt-2 flex justify-end gap-3">
            <DialogClose className={buttonClasses("ghost", "md")}>{t("cancel")}</DialogClose>
            <Button type="submit" disabled={busy}>
              {t("update")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
