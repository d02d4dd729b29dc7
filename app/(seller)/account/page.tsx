import type { Metadata } from "next";
import { fullName } from "@/components/account/fullName";
import { UpdateProfileDialog } from "@/components/account/UpdateProfileDialog";
import { requireSellerPage } from "@/lib/seller/guard";

export const metadata: Metadata = { title: "Account settings" };

/** ACCOUNT SETTINGS: the seller's details and the same Update Profile dialog shoppers have. */
export default async function AccountSettingsPage() {
  const seller = await requireSellerPage();
  const rows = [
    ["Name", fullName(seller)],
    ["Username", seller.username],
    ["Email", seller.email],
  ];
  return (
    <main className="max-w-xl space-y-6">
      <h1 className="text-2xl font-bold">Account settings</h1>
      <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[8rem_1fr]">
            <dt className="text-sm text-stone-500">{label}</dt>
            <dd className="break-all font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <UpdateProfileDialog user={seller} />
    </main>
  );
}
