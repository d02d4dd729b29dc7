import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DeliveryAddress } from "@/components/orders/DeliveryAddress";
import { orderDate } from "@/components/orders/orderDate";
import { ReturnDetails } from "@/components/returns/ReturnDetails";
import { ReturnStatusBadge } from "@/components/returns/ReturnStatusBadge";
import { ReturnSteps } from "@/components/returns/ReturnSteps";
import { ReturnActions } from "@/components/seller/ReturnActions";
import type { SessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { formatRupeeAmount } from "@/lib/money";
import { addressOf } from "@/lib/api-json/orders";
import { sellerOrderPath } from "@/lib/shared/order-paths";
import { sellerOrder } from "@/lib/orders/seller";
import { readReturnFor } from "@/lib/returns/read";
import { returnWithEventsJson } from "@/lib/api-json/returns";
import { requireSellerPage } from "@/lib/seller/guard";
import { idSchema } from "@/lib/validation/common";

export const metadata: Metadata = { title: "Return" };

/** The return, when this seller (or the owner) may handle it; any other is not found here. */
async function handledReturn(seller: SessionUser, returnId: string) {
  if (!idSchema.safeParse(returnId).success) notFound();
  try {
    return returnWithEventsJson(await readReturnFor(seller, returnId));
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }
}

/** The order as this seller sees it (where the courier picks up, how it was paid), when it has lines of theirs; the owner handling another seller's return goes without. */
async function returnedOrder(sellerId: string, orderNumber: string) {
  try {
    return await sellerOrder(sellerId, orderNumber);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** One return as its seller (or the owner) handles it: what comes back and why, its steps, and the next move its state allows. */
export default async function SellerReturnPage({ params }: { params: Promise<{ returnId: string }> }) {
  const seller = await requireSellerPage();
  const ret = await handledReturn(seller, (await params).returnId);
  const order = await returnedOrder(seller.id, ret.orderNumber);
  const address = order && addressOf(order);
  const orderLink = (
    <Link href={sellerOrderPath(ret.orderNumber)} className="font-semibold text-brand underline">
      order <span className="font-mono">{ret.orderNumber}</span>
    </Link>
  );
  return (
    <main className="space-y-6">
      <p className="text-sm">
        <Link href="/returns" className="font-semibold text-brand underline">
          ← All returns
        </Link>
      </p>
      <div className="space-y-1">
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold">
          <span>
            {ret.kind === "exchange" ? "Exchange" : "Return"} <span className="font-mono">{ret.number}</span>
          </span>
          <ReturnStatusBadge status={ret.status} />
        </h1>
        <p className="text-sm text-stone-600">
          Asked {orderDate(ret.createdAt)} · {orderLink}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <section aria-labelledby="what" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
          <h2 id="what" className="mb-3 text-sm font-semibold">
            {ret.kind === "exchange" ? "To exchange" : "To return"}
          </h2>
          <ReturnDetails ret={ret} />
        </section>
        {address && <DeliveryAddress address={address} title="Pick up from" />}
        <section aria-labelledby="steps" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
          <h2 id="steps" className="mb-3 text-sm font-semibold">
            Steps
          </h2>
          <ReturnSteps ret={ret} />
        </section>
      </div>
      <ReturnActions ret={ret} refund={formatRupeeAmount(ret.refund)} razorpay={order?.paymentMethod === "razorpay"} />
      {ret.status === "exchanged" && (
        <p className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900">
          The new size is an accepted item of the order now.{" "}
          <Link href={sellerOrderPath(ret.orderNumber)} className="font-semibold underline">
            Dispatch it from order <span className="font-mono">{ret.orderNumber}</span>
          </Link>
          , like any item.
        </p>
      )}
    </main>
  );
}
