"use client";

import { useId, useState } from "react";
import { describedBy, FieldFrame } from "@/components/ui/FieldFrame";
import { MAX_STOCK_UNITS, stockKeys, type Stock } from "@/lib/shared/stock";

interface StockFieldsProps {
  /** The sizes as currently typed in the form (upper-case): one number each. */
  sizes: string[];
  /** The product's stock when editing; undefined for a new product. */
  initial?: Stock;
  /** Messages by field name as the API or the form's check gives them ("stock", "stock.M"). */
  errors: Record<string, string>;
}

const TRACK = "stock-tracked";
const unitsName = (size: string) => `stock-units:${size}`;

/**
 * What the form sends as `stock` (README.md, Stock). Turning tracking on sends every size's
 * units (each box is required); off sends null, or nothing when it was off already.
 * Editing a tracked product sends only the sizes whose box the seller changed: the others
 * keep what the server has then, so units sold while the form was open are not put back.
 */
export function readStock(form: FormData, sizes: string[], initial: Stock | undefined): Stock | undefined {
  if (form.get(TRACK) !== "on") return initial === undefined || initial === null ? undefined : null;
  const typed = stockKeys(sizes).map((size) => [size, Number(String(form.get(unitsName(size)) ?? "").trim() || 0)] as const);
  if (!initial) return Object.fromEntries(typed);
  const changed = typed.filter(([size, units]) => initial[size] !== units);
  return changed.length ? Object.fromEntries(changed) : undefined;
}

/**
 * Stock per size in the seller's product form: one number per size, tracking on by default
 * for a new product. The boxes follow the sizes field as it is typed.
 */
export function StockFields({ sizes, initial, errors }: StockFieldsProps) {
  const id = useId();
  const [tracked, setTracked] = useState(initial === undefined ? true : initial !== null);
  const groupError = errors.stock;
  return (
    <fieldset className="space-y-2" aria-describedby={groupError ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">Stock</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={TRACK} checked={tracked} onChange={(event) => setTracked(event.target.checked)} className="size-4 accent-brand" />
        Track stock (a sold-out size cannot be ordered)
      </label>
      {tracked ? (
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {stockKeys(sizes).map((size) => {
            const inputId = `${id}-${size || "units"}`;
            const error = errors[`stock.${size}`];
            return (
              <FieldFrame key={size} inputId={inputId} label={size || "Units"} error={error}>
                <input
                  id={inputId}
                  name={unitsName(size)}
                  type="number"
                  min={0}
                  max={MAX_STOCK_UNITS}
                  step={1}
                  inputMode="numeric"
                  // A box left empty would quietly make the size sold out: the seller says 0.
                  required
                  defaultValue={initial?.[size] ?? ""}
                  aria-describedby={describedBy(inputId, error)}
                  className="w-full rounded border border-stone-300 bg-white px-3 py-2 text-sm tabular-nums focus:border-brand focus:outline-none"
                />
              </FieldFrame>
            );
          })}
        </div>
      ) : (
        <p className="text-xs text-stone-500">Not tracked: every size can be ordered in any number.</p>
      )}
      {groupError && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {groupError}
        </p>
      )}
    </fieldset>
  );
}
