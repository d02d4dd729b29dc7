import type { Metadata } from "next";
import { fullName } from "@/components/account/fullName";
import { MakeSellerForm } from "@/components/owner/MakeSellerForm";
import { SellerBusinessList } from "@/components/owner/SellerBusinessList";
import { SellerRequestList } from "@/components/owner/SellerRequestList";
import { sellerSignup } from "@/lib/config";
import { requireOwnerPage } from "@/lib/seller/owner-page";
import { pendingSellerRequests } from "@/lib/users/seller-requests";
import { sellersWithBusinesses } from "@/lib/seller/business";
import { toBusinessJson } from "@/lib/api-json/business";
import { sellerAccountsText } from "@/lib/shop/seller-accounts-text";
import { readShop } from "@/lib/shop/profile";

export const metadata: Metadata = { title: "Sellers" };

const MODES = {
  approval: "Sign-ups that ask to sell wait here for you to approve or decline them.",
  open: "Anyone who asks at sign-up becomes a seller at once (SELLER_SIGNUP=open).",
  closed: "Sign-ups cannot ask to sell (SELLER_SIGNUP=closed): only you make sellers, below.",
} as const;

/** SELLERS (the owner): requests to sell waiting for a decision, and making an account a seller by its username. */
export default async function SellersPage() {
  await requireOwnerPage();
  const [requests, sellers, shop] = await Promise.all([pendingSellerRequests(), sellersWithBusinesses(), readShop()]);
  return (
    <main className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Sellers</h1>
        <p className="mt-1 text-sm text-stone-600">{MODES[sellerSignup()]}</p>
      </div>
      <section aria-labelledby="requests" className="space-y-3">
        <h2 id="requests" className="text-lg font-bold">
          Requests to sell
        </h2>
        <SellerRequestList
          requests={requests.map((r) => ({
            userId: r.userId,
            username: r.username,
            name: fullName(r),
            email: r.email,
            emailVerified: r.emailVerified,
            requestedAt: r.requestedAt.toISOString(),
          }))}
        />
      </section>
      <section aria-labelledby="businesses" className="space-y-3">
        <h2 id="businesses" className="text-lg font-bold">
          Sellers and their businesses
        </h2>
        <p className="text-sm text-stone-600">
          {sellerAccountsText(shop.sellingModel)}
          {shop.sellingModel === "marketplace" && " A seller lists and sells only once you approve their business."}
        </p>
        <SellerBusinessList
          sellers={sellers.map((s) => ({ userId: s.userId, username: s.username, name: fullName(s), business: toBusinessJson(s.business) }))}
        />
      </section>
      <section aria-labelledby="make" className="space-y-3">
        <h2 id="make" className="text-lg font-bold">
          Make an account a seller
        </h2>
        <MakeSellerForm />
      </section>
    </main>
  );
}
