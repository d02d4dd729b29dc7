import type { ReactNode, RefObject } from "react";

// Shared by the dialog (Dialog.tsx) and the panel it loads lazily (DialogPanel.tsx), so that
// neither imports the other's module for a type.
export interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
}

export interface DialogContentProps {
  title: string;
  description?: string;
  children: ReactNode;
}
