import { prisma } from "../db.ts";
import { indianMonth } from "../tax/year.ts";
import { csvFile } from "../text/csv.ts";
import { sellerStatement, type Statement } from "./seller-statement.ts";

// The owner's marketplace reports of a month (issue 45, point 5), each row a seller's
// statement (lib/views/seller-statement.ts), so the reports and the statements agree to the paisa:
// GSTR-8's table 3 (what the operator collected as TCS, per supplier) and the payouts.

interface SellerOfMonth {
  userId: string;
  username: string;
  legalName: string | null;
  gstin: string | null;
  enrolmentId: string | null;
  statement: Statement;
}

/**
 * The marketplace sellers with documents of their own issued in the month (GSTR-8 lists them),
 * or also, for payouts, a payout in it or a balance brought into it, each with the month's
 * statement: by GSTIN, then enrolment number, then username.
 */
async function sellersOfMonth(month: string, withBalances: boolean): Promise<SellerOfMonth[]> {
  const { from, to } = indianMonth(month);
  const inMonth = { sellerId: { not: null }, issuedAt: { gte: from, lt: to } };
  const before = { sellerId: { not: null }, issuedAt: { lt: to } };
  const where = withBalances ? before : inMonth;
  const [invoices, notes, payouts] = await Promise.all([
    prisma.invoice.findMany({ where, distinct: ["sellerId"], select: { sellerId: true } }),
    prisma.creditNote.findMany({ where, distinct: ["sellerId"], select: { sellerId: true } }),
    withBalances ? prisma.sellerPayout.findMany({ where: { paidOn: { lt: to } }, distinct: ["sellerId"], select: { sellerId: true } }) : [],
  ]);
  const ids = [...new Set([...invoices, ...notes, ...payouts].map((row) => row.sellerId!))];
  const users = await prisma.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, username: true, business: { select: { legalName: true, gstin: true, enrolmentId: true } } },
  });
  const rows = await Promise.all(
    users.map(async (user) => ({
      userId: user.id,
      username: user.username,
      legalName: user.business?.legalName ?? null,
      gstin: user.business?.gstin ?? null,
      enrolmentId: user.business?.enrolmentId ?? null,
      statement: await sellerStatement(user.id, month),
    })),
  );
  const key = (row: SellerOfMonth) => `${row.gstin ? 0 : 1}${row.gstin ?? row.enrolmentId ?? ""}\u0000${row.username}`;
  return (
    rows
      // A seller with only earlier documents, settled and paid, has nothing in this month's payouts.
      .filter((row) => !withBalances || row.statement.lines.length > 0 || row.statement.paid !== 0 || row.statement.broughtForward !== 0)
      .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
  );
}

const GSTR8_HEADER = [
  "GSTIN of supplier",
  "Enrolment number",
  "Legal name",
  "Gross value of supplies",
  "Value of supplies returned",
  "Net amount liable for TCS",
  "TCS IGST",
  "TCS CGST",
  "TCS SGST",
];

/**
 * GSTR-8 table 3 of a month: per seller, the taxable values of their invoices, of their credit
 * notes and the net, and the TCS collected on it (lib/seller/settlement.ts). An unregistered
 * seller (an enrolment number, no GSTIN) is listed with their supplies and no TCS.
 */
export async function gstr8Csv(month: string): Promise<string> {
  const rows = (await sellersOfMonth(month, false)).map(({ gstin, enrolmentId, legalName, statement }) => [
    gstin ?? "",
    gstin ? "" : (enrolmentId ?? ""),
    legalName ?? "",
    { paise: statement.supplies.gross },
    { paise: statement.supplies.returned },
    { paise: statement.supplies.net },
    ...(gstin ? [{ paise: statement.tcs.igst }, { paise: statement.tcs.cgst }, { paise: statement.tcs.sgst }] : ["", "", ""]),
  ]);
  return csvFile(GSTR8_HEADER, rows);
}

const PAYOUTS_HEADER = [
  "Seller",
  "GSTIN or enrolment number",
  "Legal name",
  "Net sales",
  "Commission",
  "GST on commission",
  "TCS",
  "TDS",
  "Payable",
  "Brought forward",
  "Paid",
  "Balance",
  "Payouts",
];

/** What the shop owed and paid each seller in a month: their statements' figures, and the month's payouts as "day reference amount". */
export async function payoutsCsv(month: string): Promise<string> {
  const rows = (await sellersOfMonth(month, true)).map(({ username, gstin, enrolmentId, legalName, statement: s }) => [
    username,
    gstin ?? enrolmentId ?? "",
    legalName ?? "",
    { paise: s.net },
    { paise: s.commission },
    { paise: s.commissionGst },
    { paise: s.tcs.igst + s.tcs.cgst + s.tcs.sgst },
    { paise: s.tds },
    { paise: s.payable },
    { paise: s.broughtForward },
    { paise: s.paid },
    { paise: s.balance },
    s.payouts.map((payout) => `${payout.paidOn} ${payout.reference} ${(payout.amount / 100).toFixed(2)}`).join("; "),
  ]);
  return csvFile(PAYOUTS_HEADER, rows);
}
