"use client";

import type { useRouter } from "next/navigation";
import { api } from "@/lib/stores/api";
import { resetCart } from "@/lib/stores/cart";
import { forgetLogin } from "@/lib/stores/login";

/**
 * LOGOUT (docs/product.md, Top bar): revokes the session and clears its cookie on the server,
 * clears all local storage, then goes to /. Local state is cleared even when the server
 * cannot be reached, so the browser never stays half logged in.
 */
export async function logout(router: ReturnType<typeof useRouter>): Promise<void> {
  await api("/api/auth/logout", { method: "POST" }).catch(() => undefined);
  forgetLogin();
  resetCart();
  router.push("/");
  router.refresh();
}
