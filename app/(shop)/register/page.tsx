import type { Metadata } from "next";
import { RegisterForm } from "@/components/account/RegisterForm";
import { isBuilding } from "@/lib/legal/frame";
import { sellerAccountsText } from "@/lib/shop/selling-model";
import { cachedShop } from "@/lib/shop/profile";

export const metadata: Metadata = {
  title: "Sign up",
  description: "Create an account to shop, or to sell your own clothing.",
  robots: { index: false },
};

// Prerendered at build without the shop profile for the footer (lib/legal/frame.ts).
export const revalidate = 60;

export default async function RegisterPage() {
  const shop = isBuilding() ? null : await cachedShop();
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">Create your account</h1>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <RegisterForm sellerNote={sellerAccountsText(shop?.sellingModel ?? "single")} />
      </div>
    </main>
  );
}
