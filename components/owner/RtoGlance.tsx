import { PAYMENT_METHOD_LABEL } from "@/lib/payments/status";
import type { RtoReportJson } from "@/lib/validation/responses";

const percent = (rate: number) => `${(rate * 100).toLocaleString("en-IN", { maximumFractionDigits: 1 })}%`;

/**
 * The owner's glance at parcels that came back (lib/delivery/rto-report.ts): per payment
 * method, the orders placed and the parcels delivered and returned to origin in the report's
 * days, and the share returned.
 */
export function RtoGlance({ report }: { report: RtoReportJson }) {
  const rows = Object.entries(report.byMethod) as [keyof RtoReportJson["byMethod"], RtoReportJson["byMethod"]["cod"]][];
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full text-sm" data-testid="rto-report">
        <thead className="bg-stone-50 text-left text-xs uppercase tracking-wider text-stone-600">
          <tr>
            <th className="px-3 py-2">Payment</th>
            <th className="px-3 py-2 text-right">Orders</th>
            <th className="px-3 py-2 text-right">Delivered</th>
            <th className="px-3 py-2 text-right">Returned to origin</th>
            <th className="px-3 py-2 text-right">Return rate</th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map(([method, row]) => (
            <tr key={method} className="border-t border-stone-100">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {PAYMENT_METHOD_LABEL[method]}
              </th>
              <td className="px-3 py-2 text-right">{row.orders}</td>
              <td className="px-3 py-2 text-right">{row.delivered}</td>
              <td className="px-3 py-2 text-right">{row.rto}</td>
              <td className={`px-3 py-2 text-right ${row.rtoRate >= 0.2 ? "font-semibold text-red-700" : ""}`}>{percent(row.rtoRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
