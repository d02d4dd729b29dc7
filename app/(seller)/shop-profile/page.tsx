import type { Metadata } from "next";
import { ShopProfileForm } from "@/components/seller/ShopProfileForm";
import { toShopJson } from "@/lib/api-json/shop";
import { requireOwnerPage } from "@/lib/seller/owner-page";
import { readShop } from "@/lib/shop/profile";

export const metadata: Metadata = { title: "Shop profile" };

/** SHOP PROFILE: the owner edits the shop as a business (the form speaks PUT /api/shop's JSON); any other seller goes to the dashboard. */
export default async function ShopProfilePage() {
  await requireOwnerPage();
  return (
    <main className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Shop profile</h1>
        <p className="mt-1 text-sm text-stone-600">Who sells, from where, under which GST number, and how shoppers reach you. Shoppers see all of it.</p>
      </div>
      <ShopProfileForm shop={toShopJson(await readShop())} />
    </main>
  );
}
