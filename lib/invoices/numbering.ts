import type { Prisma } from "../generated/prisma/client.ts";
import { financialYear } from "../tax/year.ts";

// Invoice, credit-note and delivery-challan numbers: SERIES/YYYY/NNNNNN, e.g. INV/2627/000001 (at most 16
// characters of letters, digits and "/", CGST rule 46(b)), consecutive within a financial year with no gap and
// no duplicate, starting at 1 each April. The shop's series are INV, CN and DC, and COM for a
// marketplace's monthly commission invoices to its sellers and CCN for its credit notes to them
// (lib/flows/commission-invoice.ts); in a
// marketplace each seller invoices in series of their own, I{code} and C{code}, and sends
// exchanges with challans D{code} (sellerSeries),
// so I001/2627/000001 is seller 001's first invoice of the year. The counter row is raised by one statement in the
// transaction that stores the document: PostgreSQL holds the row's lock until that
// transaction ends, so concurrent issues queue one after another, and a transaction that
// rolls back takes its number with it.

export type Series = "INV" | "CN" | "DC" | "COM" | "CCN" | `I${string}` | `C${string}` | `D${string}`;

/** A marketplace seller's invoice, credit-note and delivery-challan series, from their business's three-character code (SellerBusiness.code). */
export function sellerSeries(code: string): { invoice: Series; creditNote: Series; challan: Series } {
  if (!/^[0-9A-Z]{3}$/.test(code)) throw new RangeError(`a seller's code is three letters or digits, not ${code}`);
  return { invoice: `I${code}`, creditNote: `C${code}`, challan: `D${code}` };
}

const DIGITS = 6;

export interface DocumentNumber {
  number: string;
  financialYear: string;
  sequence: number;
}

export function formatNumber(series: Series, year: string, sequence: number): string {
  if (sequence >= 10 ** DIGITS) throw new RangeError(`more than ${10 ** DIGITS - 1} ${series} numbers in financial year ${year}`);
  return `${series}/${year}/${String(sequence).padStart(DIGITS, "0")}`;
}

/** The next number of a series for a document issued at `at`; call inside the transaction that stores the document. */
export async function nextNumber(tx: Prisma.TransactionClient, series: Series, at: Date): Promise<DocumentNumber> {
  const year = financialYear(at);
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "DocumentCounter" ("series", "financialYear", "last") VALUES (${series}, ${year}, 1)
    ON CONFLICT ("series", "financialYear") DO UPDATE SET "last" = "DocumentCounter"."last" + 1
    RETURNING "last"`;
  return { number: formatNumber(series, year, row.last), financialYear: year, sequence: row.last };
}
