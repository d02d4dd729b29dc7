"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { DialogContentProps, DialogState } from "./dialog-types";

/**
 * The open dialog, drawn by Radix: overlay, centred panel, focus kept inside, Escape and an
 * outside click close it, focus goes back to the trigger. Its own chunk, loaded by Dialog.tsx.
 */
export default function DialogPanel({ title, description, children, setOpen, triggerRef, contentId }: DialogContentProps & DialogState) {
  return (
    <RadixDialog.Root open onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          id={contentId}
          // Radix would return focus to its own trigger; ours is a plain button (Dialog.tsx).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className="mb-1 text-lg font-semibold">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="mb-4 text-sm text-stone-600">{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
