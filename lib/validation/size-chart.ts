import { z } from "zod";
import { numberOrNumericText, text } from "./common.ts";

// A product's size chart: a unit, the names of its measurements, and one row of
// measurements per size. That each row's size is one the product has is checked against
// the product itself (lib/catalog/size-chart.ts); the shape is checked here.

export const SIZE_CHART_UNITS = ["cm", "in"] as const;
export const MAX_CHART_COLUMNS = 8;
export const MAX_CHART_ROWS = 20;

/** A measurement: positive, up to 1000 (cm or in), at most one decimal; forms send it as text. */
const measurement = numberOrNumericText.pipe(
  z
    .number()
    .positive()
    .max(1000)
    .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, "at most one decimal"),
);

export const sizeChartSchema = z
  .object({
    unit: z.enum(SIZE_CHART_UNITS),
    columns: z.array(text(1, 30)).min(1).max(MAX_CHART_COLUMNS),
    rows: z
      .array(z.object({ size: text(1, 20).transform((s) => s.toUpperCase()), values: z.array(measurement).max(MAX_CHART_COLUMNS) }))
      .min(1)
      .max(MAX_CHART_ROWS),
  })
  .superRefine((chart, ctx) => {
    const columns = chart.columns.map((c) => c.toLowerCase());
    columns.forEach((name, i) => {
      if (columns.indexOf(name) !== i) ctx.addIssue({ code: "custom", path: ["columns", i], message: "the same column twice" });
    });
    const sizes = chart.rows.map((row) => row.size);
    chart.rows.forEach((row, i) => {
      if (row.values.length !== chart.columns.length) {
        ctx.addIssue({ code: "custom", path: ["rows", i, "values"], message: `${row.values.length} values for ${chart.columns.length} columns` });
      }
      if (sizes.indexOf(row.size) !== i) ctx.addIssue({ code: "custom", path: ["rows", i, "size"], message: "the same size twice" });
    });
  });

export type SizeChart = z.infer<typeof sizeChartSchema>;
