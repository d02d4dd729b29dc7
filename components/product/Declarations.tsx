import type { ProductRecord } from "@/lib/catalog/record";
import { postalAddress } from "@/lib/legal/shop-facts";
import type { SoldBy } from "@/lib/seller/sold-by";
import type { ShopRecord } from "@/lib/shop/profile";
import { shopText } from "@/lib/i18n/text";

/**
 * What the Legal Metrology rules ask a garment's listing to declare, and the Consumer
 * Protection (E-Commerce) Rules the customer care contact: the country of origin, who made or
 * markets it (the shop itself, or in a marketplace the seller, unless the seller named another) and how to reach the shop.
 */
export function Declarations({
  product,
  shop,
  seller,
}: {
  product: Pick<ProductRecord, "countryOfOrigin" | "manufacturer">;
  shop: ShopRecord;
  /** In a marketplace, the approved seller who sells it (and markets it, unless they named a maker). */
  seller?: Pick<SoldBy, "legalName" | "address"> | null;
}) {
  const self = seller ? `${seller.legalName}, ${seller.address}` : [shop.legalName ?? shop.name, postalAddress(shop)].filter(Boolean).join(", ");
  const t = shopText("product");
  const care = [shop.supportEmail, shop.supportPhone].filter(Boolean).join(", ");
  const rows: [string, string][] = [
    [t("countryOfOrigin"), product.countryOfOrigin],
    [t("manufacturer"), product.manufacturer ?? self],
    ...(care ? [[t("customerCare"), care] as [string, string]] : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-stone-200 pt-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="text-ink wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
