// The GST rates Vastra charges on what it sells, by date: the one table. Clothing (HSN chapters
// 61 and 62) and footwear (chapter 64) are taxed at a low rate up to a value per piece and a
// high rate above it. Each row names the notification that set it; a row applies from its
// `from` date (Indian Standard Time) until the next row of the same chapters begins.

export interface RateRow {
  chapters: readonly string[];
  /** First day the row applies, YYYY-MM-DD in IST. */
  from: string;
  /** Percent on the taxable value of a piece at most `thresholdPaise`. */
  lowRate: number;
  /** Percent above it. */
  highRate: number;
  /** Taxable value of one piece (after discount, without tax) up to which lowRate applies. */
  thresholdPaise: number;
  source: string;
}

const APPAREL = ["61", "62"] as const;
const FOOTWEAR = ["64"] as const;

export const RATE_TABLE: readonly RateRow[] = [
  {
    chapters: APPAREL,
    from: "2017-07-01",
    lowRate: 5,
    highRate: 12,
    thresholdPaise: 1_000_00,
    source:
      "Notification 1/2017-Central Tax (Rate), 28 June 2017: Schedule I (2.5% CGST) for a sale value not exceeding ₹1,000 per piece, Schedule II (6% CGST) above",
  },
  {
    chapters: APPAREL,
    from: "2025-09-22",
    lowRate: 5,
    highRate: 18,
    thresholdPaise: 2_500_00,
    source: "Notification 9/2025-Central Tax (Rate), 17 September 2025 (56th GST Council): 5% for a sale value not exceeding ₹2,500 per piece, 18% above",
  },
  {
    chapters: FOOTWEAR,
    from: "2017-07-01",
    lowRate: 5,
    highRate: 18,
    thresholdPaise: 500_00,
    source: "Notification 1/2017-Central Tax (Rate), 28 June 2017: 5% for footwear of a retail sale price not exceeding ₹500 per pair, 18% above",
  },
  {
    chapters: FOOTWEAR,
    from: "2017-11-15",
    lowRate: 5,
    highRate: 18,
    thresholdPaise: 1_000_00,
    source: "Notification 41/2017-Central Tax (Rate), 14 November 2017: the 5% limit raised to ₹1,000 per pair",
  },
  {
    chapters: FOOTWEAR,
    from: "2022-01-01",
    lowRate: 12,
    highRate: 18,
    thresholdPaise: 1_000_00,
    source: "Notification 14/2021-Central Tax (Rate), 18 November 2021: footwear up to ₹1,000 per pair moved from 5% to 12%",
  },
  {
    chapters: FOOTWEAR,
    from: "2025-09-22",
    lowRate: 5,
    highRate: 18,
    thresholdPaise: 2_500_00,
    source: "Notification 9/2025-Central Tax (Rate), 17 September 2025 (56th GST Council): 5% for a sale value not exceeding ₹2,500 per pair, 18% above",
  },
];

/** The chapters the table covers: a product's HSN must fall in one of them. */
export const TAXED_CHAPTERS: readonly string[] = [...new Set(RATE_TABLE.flatMap((row) => row.chapters))].sort();

/** The row in force for an HSN code on a day (YYYY-MM-DD, IST). */
export function rateRow(hsn: string, day: string): RateRow {
  const chapter = hsn.slice(0, 2);
  const rows = RATE_TABLE.filter((row) => row.chapters.includes(chapter) && row.from <= day);
  if (rows.length === 0) throw new RangeError(`no GST rate for HSN ${hsn} on ${day}`);
  return rows.reduce((latest, row) => (row.from > latest.from ? row : latest));
}

/**
 * The rate of a line whose price includes the tax: the low rate when the amount ÷ (1 + low
 * rate) per piece is at most the threshold, else the high rate. From 22 September 2025:
 * "5% when amount ÷ 1.05 per piece is at most ₹2,500, else 18%". Compared in whole paise
 * (amount × 100 ≤ threshold × (100 + low) × pieces), so no division decides a boundary.
 */
export function inclusiveRate(row: RateRow, amountPaise: number, quantity: number): number {
  return amountPaise * 100 <= row.thresholdPaise * (100 + row.lowRate) * quantity ? row.lowRate : row.highRate;
}

/**
 * The rate of the delivery a marketplace charges in its own name (and of its cash-on-delivery
 * fee, which follows the delivery as its principal supply): courier services, SAC 996812 under
 * heading 9968, at 18% (9% CGST + 9% SGST) by Notification 11/2017-Central Tax (Rate); local
 * delivery at 18% as well from 22 September 2025 (56th GST Council, the CBIC's FAQ of September
 * 2025; Notification 17/2025-Central Tax (Rate) makes an e-commerce operator liable for it
 * under section 9(5) when its delivery partner is unregistered). In a shop that is one business
 * the charges are no service of their own: they take the goods' rate (docs/architecture.md).
 */
export const DELIVERY_SERVICE_RATE = 18;
