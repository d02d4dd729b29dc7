"use client";

import Image from "next/image";
import Link from "next/link";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import type { CartItemJson } from "@/lib/api-json/cart";
import { MAX_LINE_QUANTITY } from "@/lib/validation/common";
import { lineSubtotalPaise } from "@/lib/stores/cart-summary";
import { formatRupees } from "@/lib/money";
import { unitsLeft } from "@/lib/shared/stock";
import { removeLine, setQuantity } from "@/lib/stores/cart";
import { OverStockNote } from "./OverStockNote";
import { SalePrice } from "@/components/product/SalePrice";

const stepper =
  "flex h-9 w-9 items-center justify-center rounded-md border border-stone-300 bg-white text-lg font-bold hover:border-brand disabled:cursor-not-allowed disabled:opacity-40";

/** Why plus is disabled, when the line is at its most: the units left, or the cap on one line. Over it, OverStockNote speaks instead. */
function limitNote(t: ReturnType<typeof useText<"cart">>, quantity: number, left: number | null): string | null {
  if (left !== null && left < MAX_LINE_QUANTITY) return quantity === left ? t("onlyLeft", { left }) : null;
  return quantity === MAX_LINE_QUANTITY ? t("atMost", { max: MAX_LINE_QUANTITY }) : null;
}

/**
 * One cart line: 150×150 image, title, size, price, ± quantity (each button naming the
 * product), the line's subtotal, and Remove. Minus stops at 1 (disabled there); removing a
 * line is Remove's job, so a slip of the finger never drops an item. Plus stops at the units
 * left (or 99) and says so beside it.
 */
export function CartLineItem({ line }: { line: CartItemJson }) {
  const t = useText("cart");
  const localized = useLocalized();
  const product = line.productId;
  const left = unitsLeft(product.stock, line.size);
  const note = limitNote(t, line.quantity, left);
  const noteId = `line-${line._id}-limit`;
  const name = line.size ? t("titleWithSize", { title: product.title, size: line.size }) : product.title;
  return (
    <li className="flex gap-4 py-4">
      {/* The title links to the product too; one stop for keyboard and screen-reader users. */}
      <Link
        href={localized(`/product/${product.id}`)}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 self-start overflow-hidden rounded-md border border-stone-200"
      >
        <Image src={product.imageUrl} alt="" width={150} height={150} sizes="150px" className="h-[100px] w-[100px] object-cover sm:h-[150px] sm:w-[150px]" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link href={localized(`/product/${product.id}`)} className="font-semibold hover:text-brand hover:underline">
          {product.title}
        </Link>
        {line.size && <p className="text-sm text-stone-600">{t("size", { size: line.size })}</p>}
        <p className="text-sm text-stone-600">
          <span className="font-bold text-ink">
            <SalePrice {...product} words={{ mrp: t("mrp"), off: t("off", { percent: product.offPercent ?? 0 }) }} />
          </span>
          {line.quantity > 1 && t("each")}
        </p>
        <OverStockNote line={line} />
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2">
          <div className="flex items-center gap-2" role="group" aria-label={t("quantityOf", { title: product.title })}>
            <button
              type="button"
              className={stepper}
              aria-label={t("decrease", { name })}
              disabled={line.quantity <= 1}
              onClick={() => void setQuantity(line._id, line.quantity - 1)}
            >
              −
            </button>
            <span className="w-8 text-center font-semibold" data-testid="quantity" aria-live="polite">
              {line.quantity}
            </span>
            <button
              type="button"
              className={stepper}
              aria-label={t("increase", { name })}
              aria-describedby={note ? noteId : undefined}
              disabled={line.quantity >= Math.min(MAX_LINE_QUANTITY, left ?? MAX_LINE_QUANTITY)}
              onClick={() => void setQuantity(line._id, line.quantity + 1)}
            >
              +
            </button>
          </div>
          {note && (
            <span id={noteId} className="text-xs font-semibold text-amber-700">
              {note}
            </span>
          )}
        </div>
        <div className="flex items-center justify-between gap-3 pt-1">
          <button
            type="button"
            className="-ml-2 rounded px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
            onClick={() => void removeLine(line._id)}
          >
            {t("remove")}
            <span className="sr-only"> {product.title}</span>
          </button>
          <p className="font-bold tabular-nums">
            <span className="sr-only">{t("subtotal")}</span>
            <span data-testid="line-subtotal">{formatRupees(lineSubtotalPaise(line))}</span>
          </p>
        </div>
      </div>
    </li>
  );
}
