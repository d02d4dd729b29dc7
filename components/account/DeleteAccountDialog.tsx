"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { IdentityProof } from "./IdentityProof";
import { api } from "@/lib/stores/api";
import { resetCart } from "@/lib/stores/cart";
import { flash } from "@/lib/stores/flash";
import { forgetLogin } from "@/lib/stores/login";

/** "Delete my account", behind a confirmation that says what goes, what stays as sales records and why. */
export function DeleteAccountDialog({ userId, hasPassword, salesRecordKeeping }: { userId: string; hasPassword: boolean; salesRecordKeeping: string }) {
  const router = useRouter();
  const { open, onOpenChange, busy, error, run } = useDialogAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const proof = hasPassword ? { password: String(form.get("password") ?? "") } : { code: String(form.get("code") ?? "") };
    return run(async () => {
      await api(`/api/user/${userId}`, { method: "DELETE", body: proof });
      forgetLogin();
      resetCart();
      flash("Your account is deleted. Thank you for shopping with us.", "/");
      router.push("/");
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={buttonClasses("ghost", "md", "text-red-800")}>Delete my account</DialogTrigger>
      <DialogContent title="Delete your account?">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <div className="space-y-2 text-sm leading-relaxed text-stone-700">
            <p>Your name, email address, username, password, saved addresses and cart are erased, and you are logged out everywhere. This cannot be undone.</p>
            <p>
              Your orders stay as the shop&apos;s sales records, kept {salesRecordKeeping}: what was bought, what was paid and the address it was sent to, but
              no longer linked to you.
            </p>
          </div>
          {/* A wrong password or code is said once, under the field; the banner is for anything else. */}
          {error && !error.field("password") && !error.field("code") && <Banner tone="error">{error.message}</Banner>}
          <IdentityProof userId={userId} hasPassword={hasPassword} password={{ name: "password", label: "Your password" }} error={(f) => error?.field(f)} />
          <div className="mt-2 flex justify-end gap-3">
            <DialogClose className={buttonClasses("ghost", "md")}>Keep my account</DialogClose>
            <Button type="submit" variant="danger" disabled={busy}>
              Delete my account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
