import { formatRupeeAmount } from "@/lib/money";

/** When a sale ends, as the shop's sellers read it: Indian time ("5 Dec, 11:30 pm"). */
export function saleEndText(iso: string): string {
  return new Date(iso).toLocaleString("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });
}

/**
 * A price as Indian listings show a sale (issue 43, §3): the selling price, the MRP struck
 * through and the percentage off ("₹799 ₹1,999 60% off"); without a sale, the price alone.
 * Rupees as the API carries them; the words come from the page (its language), so this stays
 * a plain component that server and client components both use.
 */
export function SalePrice({
  price,
  salePrice,
  offPercent,
  words,
}: {
  price: number;
  salePrice: number | null;
  offPercent: number | null;
  words: { mrp: string; off: string };
}) {
  if (salePrice === null) return <>{formatRupeeAmount(price)}</>;
  return (
    <>
      <span data-testid="selling-price">{formatRupeeAmount(salePrice)}</span>{" "}
      <s className="text-[0.8em] font-normal text-stone-500">
        <span className="sr-only">{`${words.mrp} `}</span>
        {formatRupeeAmount(price)}
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
