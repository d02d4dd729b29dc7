"use client";

import { useEffect } from "react";
import { refreshCart, resetCart } from "@/lib/stores/cart";
import { loadLogin, useLogin } from "@/lib/stores/login";

/** Reads the stored login after mount and keeps the cart lines in step with it. */
export function LoginSync() {
  const token = useLogin((state) => state.token);
  const loaded = useLogin((state) => state.loaded);

  useEffect(() => loadLogin(), []);

  useEffect(() => {
    if (!loaded) return;
    if (token) void refreshCart();
    else resetCart();
  }, [loaded, token]);

  return null;
}
