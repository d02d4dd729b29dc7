import { paiseToRupees } from "../money.ts";
import { csvFile } from "../text/csv.ts";
import type { StatementJson } from "../validation/responses.ts";
import type { Statement } from "../views/seller-statement.ts";

// A seller's statement at the edge: rupees in JSON (GET /api/seller/{userId}/statement), and
// the same as CSV (…/statement.csv): the month's documents, then the figures.

export function statementJson(statement: Statement): StatementJson {
  const r = paiseToRupees;
  return {
    month: statement.month,
    registered: statement.registered,
    sales: r(statement.sales),
    returns: r(statement.returns),
    net: r(statement.net),
    commission: r(statement.commission),
    commissionGst: r(statement.commissionGst),
    tcs: { cgst: r(statement.tcs.cgst), sgst: r(statement.tcs.sgst), igst: r(statement.tcs.igst) },
    tds: r(statement.tds),
    payable: r(statement.payable),
    broughtForward: r(statement.broughtForward),
    paid: r(statement.paid),
    balance: r(statement.balance),
    lines: statement.lines.map((line) => ({
      date: line.date,
      type: line.type,
      number: line.number,
      orderNumber: line.orderNumber,
      taxableValue: r(line.taxablePaise),
      total: r(line.totalPaise),
    })),
    payouts: statement.payouts.map((payout) => ({ paidOn: payout.paidOn, reference: payout.reference, amount: r(payout.amount) })),
  };
}

const HEADER = ["Date", "Document", "Number", "Order", "Taxable value", "Total"];

export function statementCsv(statement: Statement): string {
  const figure = (label: string, paise: number) => ["", label, "", "", "", { paise }];
  return csvFile(HEADER, [
    ...statement.lines.map((line) => [
      line.date,
      line.type === "invoice" ? "Invoice" : "Credit note",
      line.number,
      line.orderNumber ?? "",
      { paise: line.taxablePaise },
      { paise: line.totalPaise },
    ]),
    ...statement.payouts.map((payout) => [payout.paidOn, "Payout", payout.reference, "", "", { paise: payout.amount }]),
    figure("Sales", statement.sales),
    figure("Returns", statement.returns),
    figure("Net", statement.net),
    figure("Commission", statement.commission),
    figure("GST on commission", statement.commissionGst),
    figure("TCS CGST", statement.tcs.cgst),
    figure("TCS SGST", statement.tcs.sgst),
    figure("TCS IGST", statement.tcs.igst),
    figure("TDS", statement.tds),
    figure("Payable", statement.payable),
    figure("Brought forward", statement.broughtForward),
    figure("Paid", statement.paid),
    figure("Balance", statement.balance),
  ]);
}
