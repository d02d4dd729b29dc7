"use client";

import { RenderError } from "@/components/errors/RenderError";

/** A storefront page that fails to render: the top bar and footer stay, and the cart is kept. */
export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <RenderError
      error={error}
      retry={retry}
      text="This page of the shop could not be loaded just now. Your cart is kept; please try again in a moment."
      way={{ href: "/products", label: "Browse all products" }}
    />
  );
}
