import Link from "next/link";
import { Stars } from "@/components/reviews/Stars";
import type { SoldBy as SoldByDetails } from "@/lib/seller/sold-by";
import type { ShopJson } from "@/lib/shop/profile";

/**
 * Who sells the item, before it is bought. A shop run as one business is the seller of record
 * of everything: one line names it. In a marketplace, an approved seller's panel carries what
 * the Consumer Protection (E-Commerce) Rules 2020 ask for (rule 5(3)(a) and rule 6): business
 * and legal name, GST registration, address, customer care, grievance officer and rating, with
 * a link to the seller's other products.
 */
export function SoldBy({
  shop,
  seller,
  linkProducts = true,
}: {
  shop: Pick<ShopJson, "name" | "legalName" | "sellingModel">;
  seller: SoldByDetails | null;
  /** Off on the seller's own page, which lists them. */
  linkProducts?: boolean;
}) {
  if (shop.sellingModel !== "marketplace" || !seller) {
    return (
      <p data-testid="sold-by" className="text-sm text-stone-600">
        Sold by <span className="font-medium text-ink">{shop.legalName ?? shop.name}</span>
      </p>
    );
  }
  const officer = seller.grievanceOfficer;
  const rows: [string, string][] = [
    ["Legal name", seller.legalName],
    ["GST", seller.gstin ? `GST registered (GSTIN ${seller.gstin})` : `Unregistered (enrolment ${seller.enrolmentId}): delivers within ${seller.state} only`],
    ["Address", seller.address],
    ["Customer care", `${seller.supportPhone}, ${seller.supportEmail}`],
    ["Grievance officer", `${officer.name}, ${officer.phone}, ${officer.email}`],
  ];
  return (
    <section data-testid="sold-by" aria-labelledby="sold-by-title" className="rounded-md border border-stone-200 p-4 text-sm">
      <h2 id="sold-by-title" className="text-base font-semibold">
        Sold by <span className="text-brand">{seller.businessName}</span>
      </h2>
      <p className="mt-1 text-stone-600">
        {seller.rating ? (
          <>
            <Stars rating={seller.rating.average} /> {seller.rating.average} from {seller.rating.count} {seller.rating.count === 1 ? "review" : "reviews"} of
            their products
          </>
        ) : (
          "No reviews of their products yet"
        )}
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="mb-1 text-ink wrap-anywhere sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {linkProducts && (
        <Link href={`/seller/${seller.sellerId}`} className="mt-3 inline-block font-semibold text-brand hover:underline">
          All products of {seller.businessName}
        </Link>
      )}
    </section>
  );
}
