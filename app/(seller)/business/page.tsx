import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BusinessForm } from "@/components/seller/BusinessForm";
import { readBusiness } from "@/lib/seller/business";
import { toBusinessJson } from "@/lib/api-json/business";
import { requireSellerPage } from "@/lib/seller/guard";
import { sellerAccountsText } from "@/lib/shop/seller-accounts-text";
import { readShop } from "@/lib/shop/profile";

export const metadata: Metadata = { title: "Business" };

/** BUSINESS: the seller's business, which sells in its own name when the shop runs as a marketplace. */
export default async function BusinessPage() {
  const seller = await requireSellerPage();
  if (seller.owner) redirect("/sellers");
  const [shop, business] = await Promise.all([readShop(), readBusiness(seller.id)]);
  return (
    <main className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Business</h1>
        <p className="mt-1 text-sm text-stone-600">{sellerAccountsText(shop.sellingModel)}</p>
      </div>
      <BusinessForm business={toBusinessJson(business)} />
    </main>
  );
}
