"use client";

import { createContext, lazy, Suspense, use, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import type { DialogContentProps, DialogState } from "./dialog-types";

// The shop's modal. Radix Dialog, which draws it (DialogPanel.tsx), is a chunk of its own:
// it loads when a dialog first opens, or a moment before, when the pointer or the focus
// reaches a trigger; never with the page (README.md, Performance).
const loadPanel = () => import("./DialogPanel");
const DialogPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = use(DialogContext);
  if (!state) throw new Error("a dialog's trigger, content and close button belong inside <Dialog>");
  return state;
}

interface DialogProps {
  /** Given, the caller keeps the open state; else the dialog keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

export function Dialog({ open: controlled, onOpenChange, children }: DialogProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  return <DialogContext value={{ open: controlled ?? uncontrolled, setOpen, triggerRef, contentId }}>{children}</DialogContext>;
}

/** The button that opens the dialog. */
export function DialogTrigger({ onClick, ...props }: ComponentProps<"button">) {
  const { open, setOpen, triggerRef, contentId } = useDialog();
  return (
    <button
      type="button"
      ref={triggerRef}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
      {...props}
    />
  );
}

/** A button inside the dialog that closes it. */
export function DialogClose({ onClick, ...props }: ComponentProps<"button">) {
  const { setOpen } = useDialog();
  return (
    <button
      type="button"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
      {...props}
    />
  );
}

/** The dialog itself: a title for screen readers, an optional description, the content; drawn only while open. */
export function DialogContent(props: DialogContentProps) {
  const dialog = useDialog();
  if (!dialog.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} {...dialog} />
    </Suspense>
  );
}
