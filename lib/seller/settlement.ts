import { signedPercentOfPaise } from "../money.ts";

// What a marketplace keeps of a seller's month and what it owes them (issue 45, point 5): the
// one rule, `payable = net − commission − commissionGst − tcs − tds`. Each figure is a
// percentage of a month's total, rounded once (lib/money.ts signedPercentOfPaise; commission
// once per rate in the month); nothing is rounded per line, so a month's figures are the same
// whatever order its documents came in.

/** TCS under CGST Act s. 52, from 10 July 2024 (notification 15/2024-Central Tax): 0.25% CGST + 0.25% SGST within a state, 0.5% IGST between states. */
const TCS_HALF_BASIS_POINTS = 25;
const TCS_BASIS_POINTS = 50;
/** TDS under Income-tax Act s. 194-O, from 1 October 2024: 0.1% of the gross amount of sales. */
const TDS_BASIS_POINTS = 10;
/** GST on the marketplace's commission, a service to the seller (SAC 998599): 18% IGST, or 9% CGST + 9% SGST within the shop's state. */
const COMMISSION_GST_BASIS_POINTS = 1800;
const COMMISSION_GST_HALF_BASIS_POINTS = 900;

/** A seller's month from their documents and their delivered and returned lines, in paise. */
export interface SellerMonth {
  /** Their invoices' totals (tax included) issued in the month. */
  salesPaise: number;
  /** Their credit notes' totals issued in the month. */
  returnsPaise: number;
  /** Net taxable value (invoices less credit notes) of supplies within the seller's state, and between states. */
  intraTaxablePaise: number;
  interTaxablePaise: number;
  /** Their invoices' taxable value in the month: the gross amount TDS is taken on (GST shown apart is left out, CBDT circular 17/2020). */
  grossTaxablePaise: number;
  /**
   * Line amounts delivered in the month less those returned in it, by the commission rate in
   * force when each was delivered (hundredths of a percent): what commission is taken on.
   */
  commissionBases: readonly { basisPoints: number; paise: number }[];
  /** Registered under GST: TCS is collected; an unregistered seller has none (still listed in GSTR-8). */
  registered: boolean;
  /**
   * The seller's business is in the shop's state: the commission's GST is CGST + SGST, each
   * rounded once so the two are equal (the monthly commission invoice prints them), else IGST.
   */
  commissionWithinState: boolean;
}

export interface Settlement {
  net: number;
  commission: number;
  commissionGst: number;
  /** commissionGst as the commission invoice charges it (lib/flows/commission-invoice.ts). */
  commissionTax: { cgst: number; sgst: number; igst: number };
  tcs: { cgst: number; sgst: number; igst: number };
  tds: number;
  payable: number;
}

/** The month's settlement of one seller: every figure in paise, `payable` by the one rule. */
export function settleMonth(month: SellerMonth): Settlement {
  const net = month.salesPaise - month.returnsPaise;
  const commission = month.commissionBases.reduce((sum, base) => sum + signedPercentOfPaise(base.paise, base.basisPoints), 0);
  const halfGst = month.commissionWithinState ? signedPercentOfPaise(commission, COMMISSION_GST_HALF_BASIS_POINTS) : 0;
  const commissionTax = month.commissionWithinState
    ? { cgst: halfGst, sgst: halfGst, igst: 0 }
    : { cgst: 0, sgst: 0, igst: signedPercentOfPaise(commission, COMMISSION_GST_BASIS_POINTS) };
  const commissionGst = commissionTax.cgst + commissionTax.sgst + commissionTax.igst;
  const half = month.registered ? signedPercentOfPaise(month.intraTaxablePaise, TCS_HALF_BASIS_POINTS) : 0;
  const tcs = { cgst: half, sgst: half, igst: month.registered ? signedPercentOfPaise(month.interTaxablePaise, TCS_BASIS_POINTS) : 0 };
  const tds = signedPercentOfPaise(month.grossTaxablePaise, TDS_BASIS_POINTS);
  return { net, commission, commissionGst, commissionTax, tcs, tds, payable: payablePaise({ net, commission, commissionGst, tcs, tds }) };
}

/** The one rule of what the shop owes a seller for a month. */
function payablePaise(figures: Omit<Settlement, "payable" | "commissionTax">): number {
  const { net, commission, commissionGst, tcs, tds } = figures;
  return net - commission - commissionGst - (tcs.cgst + tcs.sgst + tcs.igst) - tds;
}
