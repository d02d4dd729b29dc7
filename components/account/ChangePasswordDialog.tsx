"use client";

import { usePathname } from "next/navigation";
import type { FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { api } from "@/lib/stores/api";
import { flash } from "@/lib/stores/flash";
import { rememberLogin } from "@/lib/stores/login";

interface LoginAnswer {
  token: string;
  id: string;
  admin: boolean;
}

/** "Change password": every other device is signed out; this one keeps going with the new token the server answers. */
export function ChangePasswordDialog({ userId }: { userId: string }) {
  const pathname = usePathname();
  const { open, onOpenChange, busy, error, run } = useDialogAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { currentPassword: String(form.get("currentPassword") ?? ""), newPassword: String(form.get("newPassword") ?? "") };
    return run(async () => {
      const answer = await api<LoginAnswer>(`/api/user/${userId}/password`, { method: "PUT", body });
      rememberLogin({ userId: answer.id, token: answer.token, admin: answer.admin });
      flash("Your password is changed. Every other device you were logged in on is logged out.", pathname);
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={buttonClasses("secondary", "md")}>Change password</DialogTrigger>
      <DialogContent title="Change password">
        <form onSubmit={submit} className="flex flex-col gap-4">
          {error && <Banner tone="error">{error.message}</Banner>}
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={error?.field("currentPassword")}
            required
          />
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters, not a common password nor your username."
            error={error?.field("newPassword")}
            required
          />
          <div className="mt-2 flex justify-end gap-3">
            <DialogClose className={buttonClasses("ghost", "md")}>Cancel</DialogClose>
            <Button type="submit" disabled={busy}>
              Change
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
