import { formatRupeeAmount, formatRupees } from "@/lib/money";

/** When a sale ends, as the shop's sellers read it: Indian time ("5 Dec, 11:30 pm"). */
export function saleEndText(iso: string): string {
  return new Date(iso).toLocaleString("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });
}

/**
 * The MRP and the sale price (null: no sale) as they come: in paise from the catalog's record
 * (lib/catalog/record.ts) on the server, in rupees from the API's JSON, which is all the
 * browser has (a fetched product, a cart's or an order's line). Written from either, neither is
 * turned into the other.
 */
export type SalePrices = { pricePaise: number; salePricePaise: number | null } | { price: number; salePrice: number | null };

function written(prices: SalePrices): { mrp: string; selling: string | null } {
  if ("pricePaise" in prices)
    return { mrp: formatRupees(prices.pricePaise), selling: prices.salePricePaise === null ? null : formatRupees(prices.salePricePaise) };
  return { mrp: formatRupeeAmount(prices.price), selling: prices.salePrice === null ? null : formatRupeeAmount(prices.salePrice) };
}

/**
 * A price as Indian listings show a sale (issue 43, §3): the selling price, the MRP struck
 * through and the percentage off ("₹799 ₹1,999 60% off"); without a sale, the price alone.
 * The words come from the page (its language), so this stays a plain component that server
 * and client components both use.
 */
export function SalePrice(props: SalePrices & { offPercent: number | null; words: { mrp: string; off: string } }) {
  const { offPercent, words } = props;
  const { mrp, selling } = written(props);
  if (selling === null) return <>{mrp}</>;
  return (
    <>
      <span data-testid="selling-price">{selling}</span>{" "}
      <s className="text-[0.8em] font-normal text-stone-500">
        <span className="sr-only">{`${words.mrp} `}</span>
        {mrp}
      </s>
      {offPercent !== null && offPercent > 0 && (
        <>
          {" "}
          <span className="whitespace-nowrap text-[0.8em] font-semibold text-emerald-700">{words.off}</span>
        </>
      )}
    </>
  );
}
