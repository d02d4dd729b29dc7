"use client";

import type { FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { TextField } from "@/components/ui/TextField";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { api } from "@/lib/stores/api";
import { fullName } from "./fullName";

export interface ProfileUser {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}

/** "Asha Rao" → first name "Asha", last name "Rao": the dialog has one Name field. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * The "Update Profile" dialog (docs/product.md, Profile): Name, Username, Email Address, Cancel and Update.
 * Used by /profile and by the seller's ACCOUNT SETTINGS.
 */
export function UpdateProfileDialog({ user, triggerLabel = "Update Profile" }: { user: ProfileUser; triggerLabel?: string }) {
  const { open, onOpenChange, busy, error, run } = useDialogAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return run(() =>
      api(`/api/user/${user.id}`, {
        method: "PUT",
        body: { ...splitName(String(form.get("name") ?? "")), username: String(form.get("username") ?? ""), email: String(form.get("email") ?? "") },
      }),
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={buttonClasses("primary", "md")}>{triggerLabel}</DialogTrigger>
      <DialogContent title="Update Profile">
        <form onSubmit={submit} className="flex flex-col gap-4">
          {error && <Banner tone="error">{error.message}</Banner>}
          <TextField
            label="Name"
            name="name"
            defaultValue={fullName(user)}
            autoComplete="name"
            error={error?.field("firstName") ?? error?.field("lastName")}
            required
          />
          <TextField
            label="Username"
            name="username"
            defaultValue={user.username}
            autoComplete="username"
            autoCapitalize="none"
            error={error?.field("username")}
            required
          />
          <TextField label="Email Address" name="email" type="email" defaultValue={user.email} autoComplete="email" error={error?.field("email")} required />
          <div className="mt-2 flex justify-end gap-3">
            <DialogClose className={buttonClasses("ghost", "md")}>Cancel</DialogClose>
            <Button type="submit" disabled={busy}>
              Update
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
