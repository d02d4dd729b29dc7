"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { refreshCart, resetCart } from "@/lib/stores/cart";
import { loadLogin, useLogin } from "@/lib/stores/login";

/**
 * Reads the stored login after mount and keeps the cart lines in step with it; on a page with
 * wishlist hearts, wakes their workings (components/wishlist/hearts.ts), which are loaded then
 * and follow the login themselves.
 */
export function LoginSync() {
  const token = useLogin((state) => state.token);
  const loaded = useLogin((state) => state.loaded);
  const pathname = usePathname();

  useEffect(() => loadLogin(), []);

  useEffect(() => {
    if (!loaded) return;
    if (token) void refreshCart();
    else resetCart();
  }, [loaded, token]);

  useEffect(() => {
    if (document.querySelector("[data-wish]")) void import("@/components/wishlist/hearts").then((hearts) => hearts.wakeHearts());
  }, [pathname]);

  return null;
}
