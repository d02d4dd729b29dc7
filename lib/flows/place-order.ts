import crypto from "node:crypto";
import { resolveDeliveryAddress } from "../address/deliver.ts";
import { AppError, badRequest, conflict } from "../errors.ts";
import { cartLines, cartMrpPaise } from "../cart/cart.ts";
import { withUserLock } from "../db/user-lock.ts";
import { prisma } from "../db.ts";
import { assertRateLimitRoom, orderCounts, recordRateLimitHits } from "../security/rate-limit.ts";
import { formatRupees, onSale, priceSummary, rupeesToPaise, sellingPricePaise, type PriceSummary } from "../money.ts";
import { dropCoupon } from "../coupons/cart.ts";
import { quoteOrder } from "../views/order-quote.ts";
import { takeCouponUse } from "../coupons/uses.ts";
import type { OrderInput } from "../validation/orders.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { takeUnits } from "../stock/units.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";
import { isServiceable } from "../shared/delivery-terms.ts";
import { placedCharges } from "../ledger/charges.ts";
import { postEntries } from "../ledger/post.ts";
import { promiseDeliveryIn } from "../delivery/quote.ts";
import { startPayment } from "../payments/methods.ts";
import { readPaymentSettings } from "../shop/payment-settings.ts";
import { codConfirmTermsOf, deliveryTermsOf, readShopIn } from "../shop/profile.ts";
import { codConfirmationFor } from "../orders/cod-terms.ts";
import { sellerOfRecord } from "../shared/selling-model.ts";
import { assertSellersMaySell } from "../seller/can-sell.ts";
import { assertOrderWithinLimit } from "../shared/order-limits.ts";
import { payablePaise } from "../shared/payable.ts";
import { recordWhatsAppConsent } from "../messages/consent.ts";
import { enqueueOrderPlacedMail } from "../orders/mail.ts";
import { createOrderIn, orderUnderKey, placedUnderKey } from "../orders/place.ts";
import { withDocuments, type OrderRecord } from "../orders/records.ts";
import { openPaymentIn } from "../payments/moves.ts";
import { takeOrderedLinesIn } from "../cart/ordered.ts";
import { entriesOf } from "../ledger/entries.ts";
import { shopOwnerId } from "../shop/owner.ts";
import { languageOf } from "../users/language.ts";

interface ServerLine {
  productId: string;
  size: string;
  quantity: number;
}

/**
 * Compares what the client believed it was ordering (`total` and `items`, each optional)
 * with what the server computed; a difference means the cart or a price changed since the
 * client looked, so nothing is ordered (409) and the message says what. `len` is not
 * compared: the spec's client computes it from its previous state, so after a reload it
 * is stale while `items` is right, and `items` already says everything `len` could
 * (docs/api.md, "Orders").
 */
function checkClientView(input: OrderInput, lines: ServerLine[], summary: PriceSummary): void {
  const fields: Record<string, string[]> = {};
  // One paisa of slack: clients round the 2% discount in floating point.
  if (input.total !== undefined && Math.abs(rupeesToPaise(input.total) - summary.totalPaise) > 1) {
    fields.total = [`the items' total after the discount (before delivery and fees) is now ${formatRupees(summary.totalPaise)}`];
  }
  if (input.items !== undefined && !sameItems(input.items, lines)) fields.items = ["the cart's items or quantities changed"];
  if (Object.keys(fields).length) throw conflict("Your cart changed since you last saw it; review it and order again.", fields);
}

function sameItems(items: NonNullable<OrderInput["items"]>, lines: ServerLine[]): boolean {
  if (items.length !== lines.length) return false;
  const key = (l: { productId: string; quantity: number }) => `${l.productId}\u0000${l.quantity}`;
  const serverKeys = lines.map(key).sort();
  const clientKeys = items.map(key).sort();
  return serverKeys.every((k, i) => k === clientKeys[i]);
}

function requestHash(input: OrderInput): string {
  return crypto.createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

export interface PlacedOrder {
  order: OrderRecord;
  /** The stock this order took (none for a repeat of an earlier request): the pages to expire. */
  stock: StockChanges;
}

/**
 * Places an order for everything in the user's cart, in one transaction under the user's
 * lock: prices are read now, each line's units are taken from stock (lib/stock/units.ts; a
 * short line orders nothing, 409), each line snapshots title, image, size and unit price,
 * the totals come from priceSummary, the coupon the cart holds is checked again and the
 * discounts and delivery fee come from quoteOrder (lib/views/order-quote.ts: each line's amount after
 * the 2%, the coupon and the prepaid discount; an order past MAX_ORDER_PAISE is refused first,
 * 400; a coupon that does not apply is its refusal, 4xx, and its use is counted here, 409
 * coupon_used_up once another order took its last), the payment starts the chosen method's way
 * (lib/payments/methods.ts: a method not set up is 400, cash on delivery off or past its
 * limit 409, its fee written on the order), the delivery fee comes from the shop's terms as
 * they are now, on the items after every discount (lib/shared/delivery-terms.ts; a PIN the shop does not serve orders nothing, 409
 * not_serviceable), the order takes the next number and its
 * timeline starts with "placed", and the cart is emptied. Either all of that is written or
 * none of it. With an idempotency key, a repeat of the same request returns the first
 * order instead of placing another (the lock makes concurrent repeats wait for the first;
 * the unique (userId, idempotencyKey) index would refuse a second order regardless).
 * The mail to the shopper and the sellers is recorded in the same transaction and sent
 * after it commits; mail that cannot go out never holds the order up.
 */
export async function placeOrder(userId: string, input: OrderInput, idempotencyKey?: string): Promise<PlacedOrder> {
  const hash = idempotencyKey ? requestHash(input) : undefined;
  const placed = await withUserLock(userId, async (tx) => {
    if (idempotencyKey) {
      const previous = await orderUnderKey(tx, userId, idempotencyKey);
      if (previous) {
        if (previous.requestHash !== hash) throw new AppError(422, "idempotency_key_reused", "This Idempotency-Key was already used for a different order.");
        const [order] = await withDocuments(tx, [previous]);
        return { order, stock: NO_STOCK_CHANGES };
      }
    }

    const lines = await cartLines(userId, tx);
    if (lines.length === 0) throw badRequest("The cart is empty.");
    const placedAt = new Date();
    const summary = priceSummary(cartMrpPaise(lines, placedAt));
    assertOrderWithinLimit(summary.mrpPaise);
    checkClientView(input, lines, summary);
    const method = input.paymentMethod ?? "cod";
    const shop = await readShopIn(tx);
    const { coupon, refusal, offer, deliveryPaise } = await quoteOrder(tx, userId, lines, method, shop, placedAt);
    if (refusal) throw refusal;
    const { feePaise, ...start } = startPayment(method, await readPaymentSettings(tx), offer.itemsPaise, placedAt);
    const stock = await takeUnits(
      tx,
      lines.map((line, index) => ({ index, productId: line.productId, size: line.size, quantity: line.quantity, title: line.product.title })),
    );

    const address = await resolveDeliveryAddress(userId, input, tx);
    if (!isServiceable(deliveryTermsOf(shop), address.pin)) {
      throw new AppError(409, "not_serviceable", `Sorry, we do not deliver to PIN code ${address.pin}.`, {
        [input.addressId === undefined ? "address.pin" : "addressId"]: ["the shop does not deliver to this PIN code"],
      });
    }

    await assertSellersMaySell(tx, shop.sellingModel, lines, address.stateCode);
    const ownerId = await shopOwnerId(tx);
    const deliveryBy = await promiseDeliveryIn(tx, { userId, pin: address.pin, method, at: placedAt });
    const discounts = { couponDiscountPaise: offer.couponDiscountPaise, prepaidDiscountPaise: offer.prepaidDiscountPaise };
    const payable = payablePaise({ totalPaise: summary.totalPaise, ...discounts, deliveryPaise, codFeePaise: feePaise });
    const language = input.language ?? (await languageOf(tx, userId));
    const placing = {
      language,
      ...address,
      mrpPaise: summary.mrpPaise,
      discountPaise: summary.discountPaise,
      totalPaise: summary.totalPaise,
      deliveryPaise,
      ...discounts,
      couponId: coupon?.id,
      couponCode: coupon?.code,
      lineCount: lines.length,
      codFeePaise: feePaise,
      deliveryBy,
      ...codConfirmationFor(codConfirmTermsOf(shop), method, payable, placedAt),
      createdAt: placedAt,
      idempotencyKey,
      requestHash: hash,
    };
    const created = await createOrderIn(
      tx,
      userId,
      method,
      placing,
      lines.map((line, index) => ({
        productId: line.productId,
        sellerId: line.product.sellerId,
        soldBy: sellerOfRecord(shop.sellingModel, line.product, ownerId),
        title: line.product.title,
        image: line.product.image,
        unitPaise: sellingPricePaise(line.product, placedAt),
        unitMrpPaise: onSale(line.product, placedAt) ? line.product.pricePaise : null,
        size: line.size,
        quantity: line.quantity,
        amountPaise: offer.lineAmountsPaise[index],
        discountSharePaise: offer.lineSharesPaise[index].discountPaise,
        couponSharePaise: offer.lineSharesPaise[index].couponPaise,
        prepaidSharePaise: offer.lineSharesPaise[index].prepaidPaise,
      })),
    );
    const payment = await openPaymentIn(tx, created.id, method, payable, start);
    const order = { ...created, payment: { ...payment, refunds: [] } };
    await postEntries(tx, order.id, { by: "shopper", actorId: userId }, placedCharges({ itemsPaise: offer.itemsPaise, deliveryPaise, codFeePaise: feePaise }));
    if (coupon) {
      await takeCouponUse(tx, coupon.id);
      await dropCoupon(tx, userId);
    }
    order.ledger = await entriesOf(tx, order.id);
    if (input.whatsappUpdates) await recordWhatsAppConsent(tx, userId, address.mobile);
    await enqueueOrderPlacedMail(tx, order, order.lines);
    await takeOrderedLinesIn(
      tx,
      userId,
      lines.map((l) => l.id),
    );
    return { order: { ...order, invoices: [], creditNotes: [], deliveryChallans: [] }, stock };
  });
  wakeMailSender();
  return placed;
}

/**
 * placeOrder, within the limits on orders per shopper and per client address
 * (lib/security/rate-limit.ts, orderCounts): 429 with Retry-After once either is full. Only
 * orders placed count; a refused one (empty cart, changed prices, out of stock) does not, and
 * a repeat of an order already placed under the same Idempotency-Key is answered whatever
 * the limits say.
 */
export async function placeOrderWithinRateLimits(userId: string, input: OrderInput, idempotencyKey: string | undefined, address: string): Promise<PlacedOrder> {
  const counts = orderCounts(userId, address);
  const repeat = idempotencyKey !== undefined && (await placedUnderKey(prisma, userId, idempotencyKey));
  if (!repeat) await assertRateLimitRoom(counts);
  const placed = await placeOrder(userId, input, idempotencyKey);
  if (!repeat) await recordRateLimitHits(counts);
  return placed;
}
