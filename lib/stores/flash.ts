"use client";

import { create } from "zustand";

/**
 * A one-time message carried across a client-side navigation, e.g. the order
 * confirmation shown on / after Confirm Order. It belongs to the page it was meant for
 * and goes away when the shopper leaves that page.
 */
interface FlashState {
  message: string | null;
  path: string | null;
  seen: boolean;
}

export const useFlash = create<FlashState>(() => ({ message: null, path: null, seen: false }));

export function flash(message: string, path: string): void {
  useFlash.setState({ message, path, seen: false });
}

export function dismissFlash(): void {
  useFlash.setState({ message: null, path: null, seen: false });
}
