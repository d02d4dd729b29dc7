import type { MonthGlance } from "@/lib/invoices/reports";
import { formatRupees } from "@/lib/money";
import { chartTopPaise } from "./chartScale";

const BAR = 10;
const GAP = 3;
const HEIGHT = 80;

/** GSTR-1's tables as the offline tool imports them (docs/api.md, Reports). */
const GSTR1_TABLES = [
  ["b2c", "GSTR-1 B2CS (CSV)"],
  ["b2cl", "B2CL (CSV)"],
  ["cdnur", "CDNUR (CSV)"],
  ["hsn", "HSN summary (CSV)"],
  ["docs", "Documents issued (CSV)"],
] as const;

/** Sales per day as bars, drawn on the server: no chart library, no script. */
function SalesChart({ perDay, label }: { perDay: MonthGlance["perDay"]; label: string }) {
  const top = chartTopPaise(Math.max(0, ...perDay.map((d) => d.salesPaise)));
  const width = perDay.length * (BAR + GAP) - GAP;
  const days = perDay.length;
  const grid = [top, top / 2, 0];
  // The figures of the scale and the day numbers in HTML beside and under the chart: text inside
  // a stretched SVG would be stretched too.
  return (
    <figure>
      <figcaption aria-hidden="true" className="mb-1 text-xs font-medium text-stone-600">
        Sales per day (₹, tax included)
      </figcaption>
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div aria-hidden="true" data-testid="chart-scale" className="flex h-28 flex-col justify-between text-right text-xs text-stone-500 tabular-nums">
          {grid.map((paise) => (
            <span key={paise} className="leading-none">
              {formatRupees(paise)}
            </span>
          ))}
        </div>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={label} className="h-28 w-full min-w-0" preserveAspectRatio="none">
          {grid.slice(0, 2).map((paise) => (
            <line
              key={paise}
              x1={0}
              y1={HEIGHT - (paise / top) * HEIGHT}
              x2={width}
              y2={HEIGHT - (paise / top) * HEIGHT}
              stroke="#e7e5e4"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <line x1={0} y1={HEIGHT} x2={width} y2={HEIGHT} stroke="#a8a29e" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          {perDay.map((d, i) => {
            const h = d.salesPaise > 0 ? Math.max(1, (d.salesPaise / top) * HEIGHT) : 0;
            return (
              <rect key={d.day} x={i * (BAR + GAP)} y={HEIGHT - h} width={BAR} height={h} className="fill-brand">
                <title>{`${Number(d.day.slice(8))}: ${formatRupees(d.salesPaise)}`}</title>
              </rect>
            );
          })}
        </svg>
        <span />
        <div aria-hidden="true" data-testid="chart-days" className="mt-1 flex justify-between text-xs text-stone-500 tabular-nums">
          <span>1</span>
          <span>{Math.ceil(days / 2)}</span>
          <span>{days}</span>
        </div>
      </div>
    </figure>
  );
}

/**
 * The owner's glance at a month of invoices (lib/invoices/reports.ts monthGlance): sales,
 * credit notes and tax, a bar a day, and the two CSV reports for any month.
 */
/** A marketplace's own reports (issue 45): GSTR-8, the TCS the shop collected for its sellers, and what it owed and paid them. */
const MARKETPLACE_REPORTS = [
  ["gstr8", "GSTR-8 (TCS)"],
  ["payouts", "Sellers' payouts"],
] as const;

export function SalesGlance({ glance, month, monthName, marketplace }: { glance: MonthGlance; month: string; monthName: string; marketplace: boolean }) {
  const best = glance.perDay.reduce((a, b) => (b.salesPaise > a.salesPaise ? b : a), glance.perDay[0]);
  const figures: [string, string][] = [
    ["Sales (tax included)", formatRupees(glance.salesPaise)],
    ["Credit notes", formatRupees(glance.creditedPaise)],
    ["GST, net of credit notes", formatRupees(glance.taxPaise)],
    ["Invoices", String(glance.invoices)],
  ];
  const label =
    glance.salesPaise > 0
      ? `Sales per day in ${monthName}; the most on the ${Number(best.day.slice(8))}th: ${formatRupees(best.salesPaise)}`
      : `No sales invoiced yet in ${monthName}`;
  return (
    <div className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([name, value]) => (
          <div key={name}>
            <dt className="text-xs font-medium text-stone-600">{name}</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid={name}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <SalesChart perDay={glance.perDay} label={label} />
      <form method="get" action="/api/report/sales.csv" className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium">Reports for the month</span>
          <input type="month" name="month" defaultValue={month} required className="rounded border border-stone-300 px-2 py-1.5" />
        </label>
        <button type="submit" className="rounded bg-brand px-3 py-2 font-semibold text-white">
          Sales register (CSV)
        </button>
        {[...GSTR1_TABLES.map(([table, label]) => [`gstr1-${table}`, label] as const), ...(marketplace ? MARKETPLACE_REPORTS : [])].map(([report, label]) => (
          <button
            key={report}
            type="submit"
            formAction={`/api/report/${report}.csv`}
            className="rounded border border-brand px-3 py-2 font-semibold text-brand"
          >
            {label}
          </button>
        ))}
      </form>
    </div>
  );
}
