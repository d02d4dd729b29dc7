"use client";

import type { ProductJson } from "@/lib/api-json/product";
import { MAX_CHART_COLUMNS } from "@/lib/validation/size-chart";

type SizeChart = NonNullable<ProductJson["sizeChart"]>;

/** What the seller is typing: measurements are kept by size and column name, so renaming or reordering the sizes keeps them. */
export interface SizeChartDraft {
  on: boolean;
  unit: "cm" | "in";
  columns: string;
  values: Record<string, string>;
}

const cell = (size: string, column: string) => `${size}\u0000${column.toLowerCase()}`;

function columnsOf(text: string): string[] {
  return text
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
}

export function draftOf(chart: SizeChart | null | undefined): SizeChartDraft {
  if (!chart) return { on: false, unit: "cm", columns: "Chest, Waist, Length", values: {} };
  const values: Record<string, string> = {};
  for (const row of chart.rows) chart.columns.forEach((column, i) => (values[cell(row.size, column)] = String(row.values[i])));
  return { on: true, unit: chart.unit, columns: chart.columns.join(", "), values };
}

/**
 * The chart the form sends: a row for each size with any measurement typed (an incomplete
 * row goes as it is, and the API's check names what is missing); null when switched off or empty.
 */
export function chartFromDraft(
  draft: SizeChartDraft,
  sizes: string[],
): { unit: "cm" | "in"; columns: string[]; rows: { size: string; values: string[] }[] } | null {
  if (!draft.on) return null;
  const columns = columnsOf(draft.columns);
  const rows = sizes
    .map((size) => ({ size, values: columns.map((column) => (draft.values[cell(size, column)] ?? "").trim()) }))
    .filter((row) => row.values.some(Boolean));
  return rows.length > 0 ? { unit: draft.unit, columns, rows } : null;
}

interface SizeChartEditorProps {
  id: string;
  /** The product's sizes as typed in the form, upper-case. */
  sizes: string[];
  draft: SizeChartDraft;
  onChange: (draft: SizeChartDraft) => void;
}

const inputClass = "w-full rounded border border-stone-300 bg-white px-2 py-1.5 text-sm focus:border-brand focus:outline-none";

/** A product's size chart: a unit, the measurements' names, and a grid of one row per size. */
export function SizeChartEditor({ id, sizes, draft, onChange }: SizeChartEditorProps) {
  const columns = columnsOf(draft.columns).slice(0, MAX_CHART_COLUMNS);
  const set = (change: Partial<SizeChartDraft>) => onChange({ ...draft, ...change });
  return (
    <div className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input id={id} type="checkbox" checked={draft.on} onChange={(e) => set({ on: e.target.checked })} className="size-4 accent-brand" />
        This product has a size chart
      </label>
      {draft.on && (
        <>
          <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
            <fieldset>
              <legend className="mb-1 text-xs font-medium text-stone-700">Unit</legend>
              <div className="flex gap-3 text-sm">
                {(["cm", "in"] as const).map((unit) => (
                  <label key={unit} className="flex items-center gap-1">
                    <input type="radio" name={`${id}-unit`} checked={draft.unit === unit} onChange={() => set({ unit })} className="accent-brand" />
                    {unit === "cm" ? "Centimetres" : "Inches"}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={`${id}-columns`} className="mb-1 block text-xs font-medium text-stone-700">
                Measurements (comma-separated)
              </label>
              <input id={`${id}-columns`} value={draft.columns} onChange={(e) => set({ columns: e.target.value })} className={inputClass} />
            </div>
          </div>
          {sizes.length === 0 ? (
            <p className="text-sm text-stone-600">Type the product&apos;s sizes above; each gets a row here.</p>
          ) : columns.length === 0 ? (
            <p className="text-sm text-stone-600">Name at least one measurement, such as Chest.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="text-sm">
                <caption className="sr-only">Measurements in {draft.unit === "cm" ? "centimetres" : "inches"}, one row per size</caption>
                <thead>
                  <tr>
                    <th scope="col" className="px-1 py-1 text-left text-xs font-semibold">
                      Size
                    </th>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="px-1 py-1 text-left text-xs font-semibold">
                        {column} ({draft.unit})
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {sizes.map((size) => (
                    <tr key={size}>
                      <th scope="row" className="px-1 py-1 text-left font-semibold">
                        {size}
                      </th>
                      {columns.map((column) => (
                        <td key={column} className="px-1 py-1">
                          <input
                            inputMode="decimal"
                            aria-label={`${column} of size ${size} (${draft.unit})`}
                            value={draft.values[cell(size, column)] ?? ""}
                            onChange={(e) => set({ values: { ...draft.values, [cell(size, column)]: e.target.value } })}
                            className="w-20 rounded border border-stone-300 bg-white px-2 py-1.5 text-sm focus:border-brand focus:outline-none"
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
