"use client";

import { create } from "zustand";

/**
 * A one-time message carried across a client-side navigation, e.g. the order
 * confirmation shown on / after Confirm Order. It belongs to the page it was meant for
 * and goes away when the shopper leaves that page.
 */
interface FlashLink {
  href: string;
  label: string;
}

interface FlashState {
  message: string | null;
  path: string | null;
  /** A link shown after the message (the new order's page). */
  link: FlashLink | null;
  seen: boolean;
}

export const useFlash = create<FlashState>(() => ({ message: null, path: null, link: null, seen: false }));

export function flash(message: string, path: string, link: FlashLink | null = null): void {
  useFlash.setState({ message, path, link, seen: false });
}

export function dismissFlash(): void {
  useFlash.setState({ message: null, path: null, link: null, seen: false });
}
