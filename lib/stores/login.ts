"use client";

import { create } from "zustand";

/**
 * Who is logged in, as the spec keeps it: `userId`, `token` and `isAdmin` ('true' for a
 * seller) in local storage. Pages are rendered logged out on the server (so they can be
 * cached) and the browser fills this in after mount, which avoids hydration mismatches.
 */
export interface LoginState {
  /** False until local storage has been read in the browser. */
  loaded: boolean;
  userId: string | null;
  token: string | null;
  isAdmin: boolean;
}

export interface StoredLogin {
  userId: string;
  token: string;
  admin: boolean;
}

const loggedOut: LoginState = { loaded: true, userId: null, token: null, isAdmin: false };

export const useLogin = create<LoginState>(() => ({ ...loggedOut, loaded: false }));

function readStorage(): LoginState {
  const token = localStorage.getItem("token");
  const userId = localStorage.getItem("userId");
  if (!token || !userId) return loggedOut;
  return { loaded: true, token, userId, isAdmin: localStorage.getItem("isAdmin") === "true" };
}

/** Reads local storage once in the browser, and again whenever another tab changes it. */
export function loadLogin(): () => void {
  useLogin.setState(readStorage());
  const onStorage = () => useLogin.setState(readStorage());
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

export function rememberLogin({ userId, token, admin }: StoredLogin): void {
  localStorage.setItem("userId", userId);
  localStorage.setItem("token", token);
  localStorage.setItem("isAdmin", String(admin));
  useLogin.setState({ loaded: true, userId, token, isAdmin: admin });
}

/** Spec: LOGOUT clears all local storage. */
export function forgetLogin(): void {
  localStorage.clear();
  useLogin.setState(loggedOut);
}

export const isLoggedIn = (state: LoginState) => state.token !== null;
