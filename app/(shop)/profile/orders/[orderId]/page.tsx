import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { CancelOrderButton } from "@/components/orders/CancelOrderButton";
import { CodConfirmPanel } from "@/components/orders/CodConfirmPanel";
import { DeliveryAddress } from "@/components/orders/DeliveryAddress";
import { OrderDocuments } from "@/components/orders/OrderDocuments";
import { OrderItems } from "@/components/orders/OrderItems";
import { OrderShipments } from "@/components/orders/OrderShipments";
import { OrderTimeline } from "@/components/orders/OrderTimeline";
import { orderDate } from "@/components/orders/orderDate";
import { OrderTotals } from "@/components/orders/OrderTotals";
import { RazorpayPayPanel } from "@/components/payments/RazorpayPayPanel";
import { UpiPayPanel } from "@/components/payments/UpiPayPanel";
import { Banner } from "@/components/ui/Banner";
import { PageTexts } from "@/components/i18n/PageTexts";
import { razorpayCheckoutUrl, shopName } from "@/lib/config";
import { OrderReturns } from "@/components/returns/OrderReturns";
import { ReturnLineActions } from "@/components/returns/ReturnLineActions";
import { ReturnPolicyNote } from "@/components/returns/ReturnPolicyNote";
import { lineStates } from "@/components/returns/lineStates";
import { getSessionUser } from "@/lib/auth/session";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { localized, type Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { deliveryDateText } from "@/lib/shared/delivery-estimate";
import { AppError } from "@/lib/errors";
import { toOrderJson } from "@/lib/views/order-json";
import { MY_ORDERS_PATH, orderPath } from "@/lib/shared/order-paths";
import { shopperOrder } from "@/lib/orders/shopper";
import { withRazorpayOrder } from "@/lib/payments/razorpay";
import { UNPAID_STATES } from "@/lib/shared/payment-status";
import { returnOptions } from "@/lib/returns/options";
import { readReturnFor } from "@/lib/returns/read";
import { cachedShop } from "@/lib/shop/profile";
import { idSchema } from "@/lib/validation/common";

/** The lines the promised date still speaks for. */
const ON_THE_WAY = new Set(["Ordered", "Accepted", "Shipped"]);

export interface OrderPageProps {
  params: Promise<{ orderId: string }>;
}

/** The page's title and addresses in a language: app/hi/profile/orders/[orderId] is its Hindi twin. */
export async function orderPageMetadata(lang: Lang, { params }: OrderPageProps): Promise<Metadata> {
  return { title: textsIn(lang, "orderPage")("title"), robots: { index: false }, alternates: languageAlternates(lang, orderPath((await params).orderId)) };
}

export const generateMetadata = (props: OrderPageProps) => orderPageMetadata("en", props);

async function ownOrder(userId: string, orderId: string) {
  if (!idSchema.safeParse(orderId).success) notFound();
  try {
    return toOrderJson(await withRazorpayOrder(await shopperOrder(userId, orderId)));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** The shopper's order in the page's language, with everything they can still do with it. */
export default async function OrderPage({ params }: OrderPageProps) {
  const lang = pageLang();
  const t = textsIn(lang, "orderPage");
  const user = await getSessionUser();
  if (!user) redirect(localized(lang, "/"));
  const order = await ownOrder(user.id, (await params).orderId);
  const cancellable = order.items.filter((line) => line.status === "Ordered").length;
  const [shop, returns, options] = await Promise.all([
    cachedShop(),
    // In full, with their steps' times.
    Promise.all(order.returns.map((ret) => readReturnFor(user, ret.id))),
    returnOptions(user.id, order.id),
  ]);
  // Money goes back to a payment made online; cash has to go to an account the shopper names.
  const cashRefund = order.payment.method === "cod";
  const items = new Map(order.items.map((line) => [line._id, line]));
  const actions = new Map(
    options
      .filter((option) => option.units > 0)
      .map((option) => {
        const item = items.get(option.lineId)!;
        const line = { lineId: option.lineId, title: item.productId.title, size: item.size, returnable: option.units, exchangeSizes: option.exchangeSizes };
        return [
          option.lineId,
          <ReturnLineActions
            key={option.lineId}
            orderId={order.id}
            line={line}
            until={option.lastDay}
            exchange={shop.returns.exchange}
            cashRefund={cashRefund}
          />,
        ];
      }),
  );

  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageTexts value={clientTextsOf(lang, ["orderActions", "returnForm", "codConfirm", "parcelAnswer", "apiErrors"])}>
        <p className="mb-4 text-sm">
          <Link href={localized(lang, MY_ORDERS_PATH)} className="font-semibold text-brand underline">
            {t("back")}
          </Link>
        </p>
        <h1 className="text-2xl font-bold">
          {t("order")} <span className="font-mono">{order.number}</span>
        </h1>
        <p className="mb-6 text-sm text-stone-600">
          {t("placed", { date: orderDate(order.createdAt, lang) })}
          {order.deliveryBy && order.items.some((line) => ON_THE_WAY.has(line.status)) && (
            <span data-testid="order-delivery-by" className="font-semibold text-ink">
              {" · "}
              {t("deliveryBy", { date: deliveryDateText(order.deliveryBy, lang) })}
            </span>
          )}
        </p>
        {order.codConfirmation?.status === "pending" && (
          <div className="mb-6">
            <CodConfirmPanel orderId={order.id} by={order.codConfirmation.by} />
          </div>
        )}
        {order.payment.upi && (
          <div className="mb-6">
            <UpiPayPanel order={order} />
          </div>
        )}
        {order.payment.razorpay && (
          <div className="mb-6">
            <RazorpayPayPanel order={order} checkoutUrl={razorpayCheckoutUrl()} shopName={shopName()} />
          </div>
        )}
        {order.payment.method === "razorpay" && !order.payment.razorpay && UNPAID_STATES.includes(order.payment.status) && order.payment.amount > 0 && (
          <Banner tone="error" className="mb-6">
            {t("razorpayDown")}
          </Banner>
        )}
        <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
          <div className="min-w-0 space-y-6">
            <section aria-labelledby="items" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
              <h2 id="items" className="sr-only">
                {t("items")}
              </h2>
              <OrderItems items={order.items} orderId={order.id} actions={actions} states={lineStates(returns, order.items, t)} />
              <OrderTotals order={order} />
              <ReturnPolicyNote returns={shop.returns} className="mt-4 border-t border-stone-100 pt-3" />
            </section>
            <OrderReturns returns={returns} />
          </div>
          <aside className="space-y-4">
            <DeliveryAddress address={order.address} title={t("deliveryAddress")} />
            <OrderDocuments order={order} />
            <OrderShipments order={order} />
            <OrderTimeline events={order.events} items={order.items} viewer="shopper" />
            {cancellable > 0 && (
              <section className="rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
                <p className="mb-3 text-stone-600">{t("changedMind")}</p>
                <CancelOrderButton orderId={order.id} cancellable={cancellable} total={order.items.length} />
              </section>
            )}
          </aside>
        </div>
      </PageTexts>
    </main>
  );
}
