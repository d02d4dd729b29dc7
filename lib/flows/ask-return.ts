import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { AppError, badRequest, notFound } from "../errors.ts";
import type { OrderLine } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { returnedUnitsPaise } from "../money.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { readShopIn } from "../shop/profile.ts";
import { takeUnits } from "../stock/units.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";
import type { ReturnAsk } from "../validation/returns.ts";
import { deliveredAt, exchangedFrom, heldByReturns } from "../returns/held.ts";
import { toReturnJson, type ReturnJson } from "../returns/json.ts";
import { enqueueReturnMail } from "../returns/mail.ts";
import { returnedChargesPaise } from "../returns/money.ts";
import { sizesOf } from "../catalog/lookups.ts";
import { orderWithLinesAndPayment } from "../orders/lookups.ts";
import { lockShoppersOrderIn } from "../orders/returned.ts";
import { openReturnIn } from "../returns/open.ts";
import { lastReturnDay, withinReturnWindow } from "../returns/window.ts";

// A shopper asks to send back delivered units (docs/architecture.md, Returns): checked
// against the shop's policy, the line's delivery and what other returns hold, all under the
// order's row lock, so two requests at once cannot both take the same units.

/** "2 × Linen shirt (M)": what a return sends back, for mail and notes. */
export function unitsText(lines: readonly { quantity: number; line: Pick<OrderLine, "title" | "size"> }[]): string {
  return lines.map(({ quantity, line }) => `${quantity} × ${line.title}${line.size ? ` (${line.size})` : ""}`).join(", ");
}

type Fields = Record<string, string[]>;

/**
 * Makes the request: 201 with its number. 404 for an order not the shopper's; 409 (naming
 * each line) outside the window, on a line not delivered, beyond the units left to ask, for an
 * exchange the shop does not offer or a size with no stock (`out_of_stock`); 400 for lines of
 * two sellers, a size the product lacks, or no `refundTo` when a cash-on-delivery order gets
 * money back. An exchange takes the new size's units from stock at once.
 */
export async function askReturn(shopperId: string, orderId: string, ask: ReturnAsk, now = new Date()): Promise<{ request: ReturnJson; stock: StockChanges }> {
  const result = await prisma.$transaction(async (tx) => {
    if (!(await lockShoppersOrderIn(tx, orderId, shopperId))) throw notFound("No such order.");
    const shop = await readShopIn(tx);
    if (shop.returns.windowDays === 0) throw new AppError(409, "conflict", "This shop does not take returns of delivered items.");
    const order = await orderWithLinesAndPayment(tx, orderId);
    const held = await heldByReturns(tx, orderId);
    const exchange = ask.lines[0].exchangeSize !== undefined;
    if (exchange && !shop.returns.exchange) throw new AppError(409, "conflict", "This shop does not exchange sizes; ask for a return instead.");

    const bad: Fields = {};
    const conflicts: Fields = {};
    const chosen: { line: OrderLine; quantity: number; index: number }[] = [];
    for (const [index, asked] of ask.lines.entries()) {
      const line = order.lines.find((candidate) => candidate.id === asked.lineId);
      const at = `lines.${index}`;
      if (!line) {
        bad[`${at}.lineId`] = ["not an item of this order"];
        continue;
      }
      if (line.status !== "Delivered") {
        conflicts[at] = ["not delivered: only delivered items can be returned"];
        continue;
      }
      const delivered = await deliveredAt(tx, line);
      if (!delivered || !withinReturnWindow(delivered, shop.returns.windowDays, now)) {
        conflicts[at] = [
          `the ${shop.returns.windowDays}-day return window ${delivered ? `ended on ${lastReturnDay(delivered, shop.returns.windowDays)}` : "is closed"}`,
        ];
        continue;
      }
      const left = line.quantity - (held.lines.get(line.id)?.units ?? 0);
      if (asked.quantity > left) {
        conflicts[`${at}.quantity`] = [left === 0 ? "every unit of it is already being returned" : `at most ${left} (delivered ${line.quantity})`];
        continue;
      }
      if (exchange) {
        const sizes = line.productId ? await sizesOf(tx, line.productId) : null;
        if (!sizes) conflicts[at] = ["the product is no longer sold: ask for a return instead"];
        else if (!sizes.includes(asked.exchangeSize!) || asked.exchangeSize === line.size)
          bad[`${at}.exchangeSize`] = [`another of the product's sizes: ${sizes.filter((size) => size !== line.size).join(", ") || "there is none"}`];
      }
      chosen.push({ line, quantity: asked.quantity, index });
    }
    if (Object.keys(bad).length) throw badRequest("Some items cannot be asked for like this.", bad);
    if (Object.keys(conflicts).length)
      throw new AppError(409, "conflict", `These items cannot be returned: ${Object.values(conflicts).flat().join("; ")}.`, conflicts);
    const sellers = new Set(chosen.map(({ line }) => line.sellerId));
    if (sellers.size > 1) throw badRequest("Items of different sellers are returned separately: one request per seller.", { lines: ["items of one seller"] });

    const replaced = await exchangedFrom(
      tx,
      chosen.map(({ line }) => line.id),
    );
    const lines = chosen.map(({ line, quantity, index }) => {
      const asked = ask.lines[index];
      const worth = replaced.get(line.id);
      return {
        line,
        quantity,
        reason: asked.reason,
        reasonText: asked.reasonText ?? null,
        exchangeSize: asked.exchangeSize ?? null,
        amountPaise: returnedUnitsPaise(worth ? { amountPaise: worth.amountPaise, quantity: line.quantity } : line, quantity, held.lines.get(line.id)),
      };
    });
    let refundPaise = 0;
    if (!exchange) {
      const heldAfter = new Map([...held.lines].map(([id, h]) => [id, h.units]));
      for (const { line, quantity } of lines) heldAfter.set(line.id, (heldAfter.get(line.id) ?? 0) + quantity);
      const charges = returnedChargesPaise(order.lines, heldAfter, [...held.reasons, ...lines.map((l) => l.reason)], order.deliveryPaise + order.codFeePaise);
      refundPaise = lines.reduce((sum, line) => sum + line.amountPaise, charges);
    }
    const cashBack = !exchange && refundPaise > 0 && order.paymentMethod === "cod";
    if (cashBack && !ask.refundTo) {
      throw badRequest("Say where to send your refund: a UPI ID or a bank account.", { refundTo: ["a UPI ID or a bank account: you paid in cash"] });
    }
    const refundTo = !exchange && ask.refundTo ? ask.refundTo : null;

    const stock = exchange
      ? await takeUnits(
          tx,
          lines.map(({ line, quantity, exchangeSize }, index) => ({ productId: line.productId!, size: exchangeSize!, quantity, index, title: line.title })),
        )
      : NO_STOCK_CHANGES;

    const created = await openReturnIn(tx, {
      orderId,
      userId: shopperId,
      sellerId: [...sellers][0],
      kind: exchange ? "exchange" : "return",
      refundPaise,
      refundTo,
      lines: lines.map(({ line, quantity, reason, reasonText, exchangeSize, amountPaise }) => ({
        lineId: line.id,
        quantity,
        reason,
        reasonText,
        exchangeSize,
        amountPaise,
      })),
    });
    await recordOrderEvents(tx, [
      {
        orderId,
        type: "return_requested",
        by: "shopper",
        actorId: shopperId,
        lineIds: lines.map(({ line }) => line.id),
        note: `${created.number}: ${exchange ? "exchange" : "return"} of ${unitsText(created.lines)}`,
        data: { returnId: created.id },
      },
    ]);
    await enqueueReturnMail(tx, order, { number: created.number, kind: created.kind, status: "requested", refundPaise, items: unitsText(created.lines) });
    return { request: toReturnJson(created), stock };
  }, TX_OPTIONS);
  wakeMailSender();
  return result;
}
