"use client";

import type { ReactNode } from "react";
import { LOW_STOCK_UNITS, unitsLeft, type Stock } from "@/lib/stock/stock";

interface SizePickerProps {
  sizes: string[];
  stock: Stock;
  /** Drawn beside the heading: the size chart's link. */
  help?: ReactNode;
  value: string | null;
  onChange: (size: string) => void;
}

/** What a size's caption says: sold out, or how few are left (README.md, Stock). */
export function stockCaption(stock: Stock, size: string): string | null {
  const left = unitsLeft(stock, size);
  if (left === null || left > LOW_STOCK_UNITS) return null;
  return left === 0 ? "Out of stock" : `Only ${left} left`;
}

/** The size radios of the product page: a sold-out size is shown, struck through, and cannot be chosen. */
export function SizePicker({ sizes, stock, help, value, onChange }: SizePickerProps) {
  return (
    <fieldset className="relative">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-700">Size</legend>
      {help && <div className="absolute right-0 top-0">{help}</div>}
      <div className="flex flex-wrap gap-x-2 gap-y-3">
        {sizes.map((option) => {
          const caption = stockCaption(stock, option);
          const soldOut = unitsLeft(stock, option) === 0;
          const captionId = `size-${option}-stock`;
          return (
            <div key={option} className="flex flex-col items-center">
              <label className={soldOut ? "cursor-not-allowed" : "cursor-pointer"}>
                <input
                  type="radio"
                  name="size"
                  value={option}
                  checked={value === option}
                  disabled={soldOut}
                  aria-describedby={caption ? captionId : undefined}
                  onChange={() => onChange(option)}
                  className="peer sr-only"
                />
                <span className="flex h-10 min-w-12 items-center justify-center rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:border-dashed peer-disabled:bg-stone-100 peer-disabled:text-stone-400 peer-disabled:line-through">
                  {option}
                </span>
              </label>
              {caption && (
                <span id={captionId} className={`mt-1 block text-center text-xs ${soldOut ? "text-stone-500" : "font-semibold text-amber-700"}`}>
                  {caption}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
