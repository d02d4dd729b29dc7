"use client";

import type { ComponentProps, ReactNode } from "react";
import type { ApiError } from "@/lib/stores/api";
import { Banner } from "./Banner";
import { Button, buttonClasses } from "./Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "./Dialog";
import { useDialogAction } from "./useDialogAction";

interface ConfirmDialogProps {
  /** The trigger's look and name (its text, and an aria-label when the text alone is not enough). */
  trigger: { className: string; label?: string; children: ReactNode };
  title: string;
  description: string;
  /** The way out, e.g. "Keep it". */
  keep: string;
  /** The confirming button's words, and its words while it runs. */
  action: string;
  busy: string;
  /** The API call; on success the dialog closes and the page's server data is refreshed (useDialogAction). */
  onConfirm: () => Promise<unknown>;
  /** How a refusal is said (a Hindi page words it by its code: useFailureText); the API's message unless given. */
  failureText?: (failure: ApiError) => string;
}

/** A button that asks first: its dialog says what happens, shows the server's refusal, and runs the call on confirmation. */
export function ConfirmDialog({ trigger, title, description, keep, action, busy: busyText, onConfirm, failureText }: ConfirmDialogProps) {
  const { open, onOpenChange, busy, error, run } = useDialogAction();
  const triggerProps: ComponentProps<"button"> = { className: trigger.className, "aria-label": trigger.label };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger {...triggerProps}>{trigger.children}</DialogTrigger>
      <DialogContent title={title} description={description}>
        {error && (
          <Banner tone="error" className="mb-4">
            {failureText ? failureText(error) : error.message}
          </Banner>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClasses("ghost")}>{keep}</DialogClose>
          <Button variant="danger" onClick={() => run(onConfirm)} disabled={busy}>
            {busy ? busyText : action}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
