import { badRequest } from "../errors.ts";
import type { SizeChart } from "../validation/size-chart.ts";

// The rule that ties a size chart to its product: a row for each of some of the product's
// sizes, shown in the order the product lists its sizes.

/** The chart with its rows in the product's size order; a row for a size the product does not have is 400, naming the row. */
export function checkSizeChart(chart: SizeChart | null, sizes: string[]): SizeChart | null {
  if (!chart) return null;
  const fields: Record<string, string[]> = {};
  chart.rows.forEach((row, index) => {
    if (!sizes.includes(row.size))
      fields[`sizeChart.rows.${index}.size`] = [sizes.length ? `not one of the product's sizes (${sizes.join(", ")})` : "the product has no sizes"];
  });
  if (Object.keys(fields).length > 0) throw badRequest("A size chart row names a size the product does not have.", fields);
  return { ...chart, rows: [...chart.rows].sort((a, b) => sizes.indexOf(a.size) - sizes.indexOf(b.size)) };
}

/** After the sizes change: the rows of sizes still there; no chart when none is left. */
export function keepRowsOf(chart: SizeChart | null, sizes: string[]): SizeChart | null {
  if (!chart) return null;
  const rows = chart.rows.filter((row) => sizes.includes(row.size));
  return rows.length > 0 ? checkSizeChart({ ...chart, rows }, sizes) : null;
}
