import type { ReactNode } from "react";
import { indianMonthOf } from "@/lib/invoices/reports";
import { formatRupees } from "@/lib/money";
import type { Statement } from "@/lib/views/seller-statement";

// A seller's monthly statement in the console (issue 45, point 5): the figures of
// lib/views/seller-statement.ts as GET /api/seller/{userId}/statement answers them (the same
// function, so the same paise), the month's documents and payouts, and the CSV of it.

const monthName = (month: string) =>
  new Date(`${month}-15T00:00:00+05:30`).toLocaleDateString("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** A deduction shown as a negative amount (never "-₹0"). */
const less = (paise: number) => (paise === 0 ? 0 : -paise);

function figures(statement: Statement): [string, number][] {
  return [
    ["Sales (invoices)", statement.sales],
    ["Returns (credit notes)", statement.returns],
    ["Net sales", statement.net],
    ["Commission", less(statement.commission)],
    ["GST on commission", less(statement.commissionGst)],
    ...(statement.registered
      ? ([
          ["TCS CGST", less(statement.tcs.cgst)],
          ["TCS SGST", less(statement.tcs.sgst)],
          ["TCS IGST", less(statement.tcs.igst)],
        ] as [string, number][])
      : []),
    ["TDS (194-O)", less(statement.tds)],
    ["Payable for the month", statement.payable],
    ["Brought forward", statement.broughtForward],
    ["Paid in the month", less(statement.paid)],
    ["Balance carried", statement.balance],
  ];
}

interface StatementViewProps {
  userId: string;
  /** Where the month picker sends its ?month= (this page's own path). */
  path: string;
  statement: Statement;
  /** The owner's form to record a payout, or nothing for the seller. */
  payoutForm?: ReactNode;
}

/** The month picker, the figures, the documents and the payouts of one seller's month. */
export function StatementView({ userId, path, statement, payoutForm }: StatementViewProps) {
  const { month } = statement;
  return (
    <div className="space-y-6">
      <form method="get" action={path} className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium">Month</span>
          <input type="month" name="month" defaultValue={month} required className="h-10 rounded-md border border-stone-300 px-2" />
        </label>
        <button type="submit" className="h-10 rounded-md bg-brand px-4 font-semibold text-white">
          Show
        </button>
        <a
          href={`/api/seller/${userId}/statement.csv?month=${month}`}
          className="h-10 content-center rounded-md border border-brand px-4 font-semibold text-brand"
        >
          Download CSV
        </a>
      </form>
      <section aria-labelledby="figures" className="space-y-2">
        <h2 id="figures" className="text-lg font-bold">
          {monthName(month)}
        </h2>
        {!statement.registered && <p className="text-sm text-stone-600">Not registered under GST: no TCS is collected.</p>}
        <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {figures(statement).map(([name, paise]) => (
            <div key={name} className="flex justify-between gap-4 px-4 py-2 text-sm">
              <dt className={name === "Balance carried" || name === "Payable for the month" ? "font-semibold" : ""}>{name}</dt>
              <dd className="font-medium tabular-nums" data-testid={name}>
                {formatRupees(paise)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-stone-500">Payable = net sales − commission − GST on commission − TCS − TDS.</p>
        {/* A month whose returns give back more commission than it takes has the shop's credit note instead (same route). */}
        {statement.commission !== 0 &&
          (month < indianMonthOf(new Date()) ? (
            <a href={`/api/seller/${userId}/commission-invoice?month=${month}`} className="inline-block text-sm font-semibold text-brand underline">
              {statement.commission > 0 ? "Commission invoice (PDF)" : "Commission credit note (PDF)"}
            </a>
          ) : (
            <p className="text-sm text-stone-600">
              {statement.commission > 0
                ? "The shop invoices this month's commission once the month has ended."
                : "The shop issues its credit note for the commission given back once the month has ended."}
            </p>
          ))}
      </section>
      <section aria-labelledby="documents" className="space-y-2">
        <h2 id="documents" className="text-lg font-bold">
          Invoices and credit notes
        </h2>
        {statement.lines.length === 0 ? (
          <p className="text-sm text-stone-600">None in this month.</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
            <table className="w-full text-sm">
              <thead className="bg-stone-50 text-left text-xs text-stone-600">
                <tr>
                  <th className="px-3 py-2">Date</th>
                  <th className="px-3 py-2">Number</th>
                  <th className="px-3 py-2">Order</th>
                  <th className="px-3 py-2 text-right">Taxable</th>
                  <th className="px-3 py-2 text-right">Total</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {statement.lines.map((line) => (
                  <tr key={`${line.type}-${line.number}`}>
                    <td className="px-3 py-2 whitespace-nowrap">{line.date}</td>
                    <td className="px-3 py-2">
                      {line.number}
                      {line.type === "credit_note" && <span className="text-stone-500"> (credit note)</span>}
                    </td>
                    <td className="px-3 py-2">{line.orderNumber ?? ""}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatRupees(line.taxablePaise)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatRupees(line.totalPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="payouts" className="space-y-2">
        <h2 id="payouts" className="text-lg font-bold">
          Payouts
        </h2>
        <p className="text-sm text-stone-600">Payouts are bank transfers the shop&apos;s owner makes and records here; the shop itself sends no money.</p>
        {statement.payouts.length === 0 ? (
          <p className="text-sm text-stone-600">No payout recorded in this month.</p>
        ) : (
          <ul aria-label="Payouts of the month" className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white text-sm">
            {statement.payouts.map((payout, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                <span>
                  {payout.paidOn} · <span className="wrap-anywhere">{payout.reference}</span>
                </span>
                <span className="font-medium tabular-nums">{formatRupees(payout.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {payoutForm}
      </section>
    </div>
  );
}
