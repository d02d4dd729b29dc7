import { FailedAttempt } from "@/components/delivery/FailedAttempt";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DeliveryAddress } from "@/components/orders/DeliveryAddress";
import { OrderDocuments } from "@/components/orders/OrderDocuments";
import { orderDate } from "@/components/orders/orderDate";
import { OrderTimeline } from "@/components/orders/OrderTimeline";
import { DispatchForm } from "@/components/seller/DispatchForm";
import { CodPendingNote, OrdersTable } from "@/components/seller/OrdersTable";
import { lineStates } from "@/components/returns/lineStates";
import { OrderMessages } from "@/components/seller/OrderMessages";
import { ParcelActions } from "@/components/seller/ParcelActions";
import { AppError } from "@/lib/errors";
import { textsIn } from "@/lib/i18n/text";
import { orderMessages } from "@/lib/messages/history";
import { formatRupees } from "@/lib/money";
import { toOrderJson, toSellerOrderJson } from "@/lib/views/order-json";
import { orderNumberFrom } from "@/lib/orders/number";
import { SELLER_ORDERS_PATH } from "@/lib/shared/order-paths";
import { sellerCash } from "@/lib/ledger/cash";
import { cashDue, PAYMENT_METHOD_LABEL, roundOffText } from "@/lib/orders/payment";
import { isPrepaid, PAYMENT_STATUS_LABEL } from "@/lib/shared/payment-status";
import { sellerOrder } from "@/lib/orders/seller";
import { sellerStatusMoves } from "@/lib/orders/status";
import { readReturnFor } from "@/lib/returns/read";
import { readShop } from "@/lib/shop/profile";
import { requireSellerPage } from "@/lib/seller/guard";

export const metadata: Metadata = { title: "Order" };

const PARCEL_STATUS = { in_transit: "In transit", delivered: "Delivered", rto: "Returned to origin", lost: "Lost" } as const;

async function ownOrder(sellerId: string, typed: string) {
  const number = orderNumberFrom(typed);
  if (!number) notFound();
  try {
    return await sellerOrder(sellerId, number);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** One order as its seller sees it: their items of it, where to deliver, what to collect, and its timeline. */
export default async function SellerOrderPage({ params }: { params: Promise<{ number: string }> }) {
  const seller = await requireSellerPage();
  const order = await ownOrder(seller.id, (await params).number);
  const json = toOrderJson(order);
  const [messages, shop, returns] = await Promise.all([
    orderMessages(order.id),
    readShop(),
    Promise.all(order.returns.map((ret) => readReturnFor(seller, ret.id))),
  ]);
  const sellerJson = toSellerOrderJson(order);
  const toShip = sellerJson.items.filter((line) => line.status === "Accepted");
  const payment = order.payment ?? { method: order.paymentMethod, status: "cod" as const };
  // What the courier collects with this seller's lines, the order's charges with its first delivery, in whole rupees (lib/ledger/cash.ts).
  const collect = sellerCash(order.ledger, order.lines, order.deliveryPaise + order.codFeePaise);
  const cash = cashDue(collect.duePaise);
  const money: [string, string][] = isPrepaid(payment.method)
    ? [
        ["Payment", `${PAYMENT_METHOD_LABEL[payment.method]}: ${PAYMENT_STATUS_LABEL[payment.status]}`],
        ["To collect on delivery", formatRupees(0)],
      ]
    : [
        ["Payment", PAYMENT_METHOD_LABEL[order.paymentMethod]],
        ["To collect on delivery", formatRupees(cash.duePaise)],
        ...(cash.roundOffPaise
          ? ([
              ["Round off", roundOffText(cash.roundOffPaise)],
              ["Cash to collect", formatRupees(cash.cashPaise)],
            ] as [string, string][])
          : []),
        ["Collected", formatRupees(collect.collectedPaise)],
      ];
  money.push(["Delivery fee (the shop's)", order.deliveryPaise ? formatRupees(order.deliveryPaise) : "Free"]);

  return (
    <main className="space-y-6">
      <p className="text-sm">
        <Link href={SELLER_ORDERS_PATH} className="font-semibold text-brand underline">
          ← All orders
        </Link>
      </p>
      <div>
        <h1 className="text-2xl font-bold">
          Order <span className="font-mono">{order.number}</span>
        </h1>
        <p className="text-sm text-stone-600">
          Placed {orderDate(json.createdAt)} · {order.lines.length} {order.lines.length === 1 ? "item" : "items"} of yours
        </p>
      </div>
      {sellerJson.codConfirmation?.status === "pending" && (
        <CodPendingNote by={sellerJson.codConfirmation.by} className="border border-amber-300 p-3 text-sm" />
      )}
      <OrdersTable
        orders={[sellerJson]}
        transitions={sellerStatusMoves(shop.delivery.withoutParcel)}
        states={Object.fromEntries(lineStates(returns, sellerJson.items, textsIn("en", "orderPage")))}
        single
      />
      {/* Under the items, where the seller has just accepted them. */}
      {toShip.length > 0 && <DispatchForm orderId={order.id} lines={toShip} />}
      <div className="grid gap-4 md:grid-cols-3">
        <DeliveryAddress address={json.address} title="Deliver to" />
        <section aria-labelledby="money" className="rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
          <h2 id="money" className="mb-2 font-semibold">
            Your items&apos; money
          </h2>
          <dl className="space-y-1">
            {money.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-stone-600">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-stone-500">Each item&apos;s amount is its price after its share of the shop&apos;s 2% discount.</p>
        </section>
        <OrderTimeline events={json.events} items={json.items} viewer="seller" />
        <OrderDocuments order={json} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {json.shipments.length > 0 && (
          <section aria-labelledby="parcels-heading" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
            <h2 id="parcels-heading" className="font-semibold">
              Your parcels
            </h2>
            <ul className="space-y-4">
              {json.shipments.map((shipment) => (
                <li key={shipment.id} data-testid="seller-parcel" className="space-y-1">
                  <p className="font-medium">
                    {shipment.carrier} · <span className="font-mono">{shipment.awb}</span> · {PARCEL_STATUS[shipment.status]}
                  </p>
                  <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-brand underline">
                    Tracking page
                  </a>
                  <FailedAttempt shipment={shipment} viewer="seller" />
                  {shipment.status === "in_transit" && <ParcelActions shipment={shipment} />}
                </li>
              ))}
            </ul>
          </section>
        )}
        {messages.length > 0 && <OrderMessages messages={messages} />}
      </div>
    </main>
  );
}
