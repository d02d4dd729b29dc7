import type { Metadata } from "next";
import { AddItemForm } from "@/components/seller/AddItemForm";
import { requireSellerPage } from "@/lib/seller/guard";

export const metadata: Metadata = { title: "Add product" };

export default async function AddItemPage() {
  const seller = await requireSellerPage();
  return (
    <main className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">Add product</h1>
      <AddItemForm sellerId={seller.id} />
    </main>
  );
}
