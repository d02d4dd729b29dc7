import Link from "next/link";
import { Stars } from "@/components/reviews/Stars";
import type { SoldBy as SoldByDetails } from "@/lib/seller/sold-by";
import { shopText } from "@/lib/i18n/text";
import type { ShopRecord } from "@/lib/shop/profile";

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
  shop: Pick<ShopRecord, "name" | "legalName" | "sellingModel">;
  seller: SoldByDetails | null;
  /** Off on the seller's own page, which lists them. */
  linkProducts?: boolean;
}) {
  const t = shopText("soldBy");
  if (shop.sellingModel !== "marketplace" || !seller) {
    return (
      <p data-testid="sold-by" className="text-sm text-stone-600">
        {t("soldBy")} <span className="font-medium text-ink">{shop.legalName ?? shop.name}</span>
      </p>
    );
  }
  const officer = seller.grievanceOfficer;
  const rows: [string, string][] = [
    [t("legalName"), seller.legalName],
    [t("gst"), seller.gstin ? t("registered", { gstin: seller.gstin }) : t("unregistered", { enrolment: seller.enrolmentId ?? "", state: seller.state })],
    [t("address"), seller.address],
    [t("customerCare"), `${seller.supportPhone}, ${seller.supportEmail}`],
    [t("grievanceOfficer"), `${officer.name}, ${officer.phone}, ${officer.email}`],
  ];
  return (
    <section data-testid="sold-by" aria-labelledby="sold-by-title" className="rounded-md border border-stone-200 p-4 text-sm">
      <h2 id="sold-by-title" className="text-base font-semibold">
        {t("soldBy")} <span className="text-brand">{seller.businessName}</span>
      </h2>
      <p className="mt-1 text-stone-600">
        {seller.rating ? (
          <>
            <Stars rating={seller.rating.average} label={shopText("reviews")("stars", { rating: seller.rating.average })} />{" "}
            {t("rating", { average: seller.rating.average, count: seller.rating.count })}
          </>
        ) : (
          t("noReviews")
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
          {t("allProducts", { name: seller.businessName })}
        </Link>
      )}
    </section>
  );
}
