"use client";

import type { ReactNode } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { unitsLeft, type Stock } from "@/lib/shared/stock";
import type { StockCaptions } from "./stockCaptions";

interface SizePickerProps {
  id: string;
  sizes: string[];
  stock: Stock;
  /** Each size's caption, where it has one: sold out, or how few are left (stockCaptions). */
  captions: StockCaptions;
  /** Drawn beside the heading: the size chart's link. */
  help?: ReactNode;
  value: string | null;
  onChange: (size: string) => void;
}

/**
 * The size radios of the product page: a sold-out size is shown, struck through, and cannot be chosen. The sizes
 * sit in a grid of equal columns, each button as wide as its column, so a caption under one ("Only 2 left") may
 * wrap in its column but never widens it and never pushes its neighbours aside.
 */
export function SizePicker({ id, sizes, stock, captions, help, value, onChange }: SizePickerProps) {
  const t = useText("buy");
  return (
    <fieldset id={id} className="scroll-mt-24">
      {/* Floated, the legend sits in the flow, so the size chart's link can stand beside it (placed absolutely, it fell beside the sizes). */}
      <legend className="size-legend">{t("size")}</legend>
      {help && <div className="float-right">{help}</div>}
      <div className="size-grid">
        {sizes.map((option) => {
          const caption = captions[option];
          const soldOut = unitsLeft(stock, option) === 0;
          const captionId = `size-${option}-stock`;
          return (
            <div key={option} className="min-w-0">
              <label className={`block ${soldOut ? "cursor-not-allowed" : "cursor-pointer"}`}>
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
                <span className="size-chip">{option}</span>
              </label>
              {caption && (
                <span id={captionId} className="size-caption" data-few={soldOut ? undefined : ""}>
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
