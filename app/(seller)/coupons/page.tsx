import type { Metadata } from "next";
import { CouponDesk } from "@/components/owner/CouponDesk";
import { listCoupons } from "@/lib/coupons/owner";
import { couponJson } from "@/lib/api-json/coupons";
import { requireOwnerPage } from "@/lib/seller/owner-page";

export const metadata: Metadata = { title: "Coupons" };

/** COUPONS (the owner, issue 43): every coupon with its uses, discount given and sales; make, change and end them. */
export default async function CouponsPage() {
  await requireOwnerPage();
  const coupons = (await listCoupons()).map(couponJson);
  return (
    <main className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Coupons</h1>
        <p className="mt-1 text-sm text-stone-600">
          Codes shoppers enter in the cart, or tap under “Offers for you” when shown there. A coupon&apos;s end is its real end; an ended coupon stays here with
          its figures.
        </p>
      </div>
      <CouponDesk coupons={coupons} now={new Date().getTime()} />
    </main>
  );
}
