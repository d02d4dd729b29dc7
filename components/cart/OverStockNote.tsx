"use client";

import { useText } from "@/components/i18n/ClientTexts";
import { unitsLeft, unitsShort } from "@/lib/shared/stock";
import type { CartItemJson } from "@/lib/api-json/cart";

/** True when a line wants more than its size has left now (README.md, Stock). */
export function isOverStock(line: CartItemJson): boolean {
  return unitsShort(line.productId.stock, line.size, line.quantity) > 0;
}

/** The cart line's mark when it can no longer be ordered as it is, and what to do about it. */
export function OverStockNote({ line }: { line: CartItemJson }) {
  const t = useText("cart");
  if (!isOverStock(line)) return null;
  const left = unitsLeft(line.productId.stock, line.size) ?? 0;
  return (
    <p role="status" data-testid="over-stock" className="rounded bg-red-50 px-2 py-1 text-sm font-semibold text-red-800">
      {left === 0 ? t("outOfStock") : t("lowerTo", { left })}
    </p>
  );
}
