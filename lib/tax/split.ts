// How an amount charged, tax included, splits into taxable value and tax: the one rounding
// rule of invoices. Within the shop's state the tax is CGST + SGST, half each; to another
// state it is IGST. Every figure is whole paise and taxable value + taxes = the amount.

export type Supply = "intra" | "inter";

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** n ÷ d rounded half up, for whole n ≥ 0 and d > 0. */
function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * Splits an inclusive amount at `rate` percent. Each tax is rounded half up to the paisa from
 * the amount (CGST and SGST each from half the rate, so they are always equal) and the
 * taxable value is what remains: it is then within a paisa of amount ÷ (1 + rate), and the
 * parts add up to the amount exactly.
 */
export function splitInclusive(amountPaise: number, rate: number, supply: Supply): TaxSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError("amount must be whole, non-negative paise");
  if (!Number.isInteger(rate) || rate < 0) throw new RangeError("rate must be a whole percent");
  if (supply === "intra") {
    const half = divideRounded(amountPaise * rate, 2 * (100 + rate));
    return { taxablePaise: amountPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = divideRounded(amountPaise * rate, 100 + rate);
  return { taxablePaise: amountPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

/** Place of supply: the delivery's state against the shop's (two-digit GST state codes). */
export function supplyKind(shopStateCode: string, placeOfSupplyCode: string): Supply {
  return shopStateCode === placeOfSupplyCode ? "intra" : "inter";
}
