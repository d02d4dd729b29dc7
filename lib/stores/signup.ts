"use client";

import { create } from "zustand";

/**
 * The username just signed up with, carried to the login form that sign-up leads to, so
 * the new shopper only types the password. Kept in memory only: a reload forgets it.
 */
export const useSignedUp = create<{ username: string | null }>(() => ({ username: null }));

export function rememberSignedUp(username: string): void {
  useSignedUp.setState({ username });
}
