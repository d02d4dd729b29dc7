import { PAYMENT_METHOD_LABEL } from "@/lib/shared/payment-status";
import type { RtoReportJson } from "@/lib/validation/responses";

const percent = (rate: number) => `${(rate * 100).toLocaleString("en-IN", { maximumFractionDigits: 1 })}%`;

/**
 * The owner's glance at parcels that came back (lib/delivery/rto-report.ts): per payment
 * method, the orders placed and the parcels delivered and returned to origin in the report's
 * days, and the share returned; below, the cash-on-delivery confirmations asked of the orders
 * placed in those days, confirmed, and expired (cancelled unconfirmed).
 */
export function RtoGlance({ report }: { report: RtoReportJson }) {
  const rows = Object.entries(report.byMethod) as [keyof RtoReportJson["byMethod"], RtoReportJson["byMethod"]["cod"]][];
  const { asked, confirmed, expired } = report.codConfirmation;
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
      <p className="border-t border-stone-200 px-3 py-2 text-sm text-stone-700" data-testid="cod-confirmations">
        Cash on delivery confirmations: <span className="font-semibold tabular-nums">{asked}</span> asked,{" "}
        <span className="font-semibold tabular-nums">{confirmed}</span> confirmed, <span className="font-semibold tabular-nums">{expired}</span> expired
      </p>
    </div>
  );
}
