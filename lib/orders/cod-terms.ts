import type { Tx } from "../db/key-lock.ts";
import { AppError } from "../errors.ts";
import type { CodConfirmStatus, Order, PaymentMethod } from "../generated/prisma/client.ts";
import type { CodConfirmTerms } from "../shop/profile.ts";
import { deadlineText } from "./cod-deadline.ts";

// What the shop's terms for cash on delivery confirmed before dispatch (CodConfirmTerms, kept
// with the shop profile) make of a new order; lib/orders/cod-confirmation.ts acts on it.

/** Where an order's confirmation stands and until when it may be given (lib/api-json/orders.ts makes order JSON's of it). */
export interface CodConfirmation {
  status: CodConfirmStatus;
  by: Date;
}

/** The order's confirmation; null for an order that needs none. */
export function codConfirmationOf(order: Pick<Order, "codConfirmStatus" | "codConfirmBy">): CodConfirmation | null {
  if (!order.codConfirmStatus || !order.codConfirmBy) return null;
  return { status: order.codConfirmStatus, by: order.codConfirmBy };
}

/** The Order columns a new order's confirmation starts with, or none when the order needs none (another method, the rule off, at or below the threshold). */
export function codConfirmationFor(
  terms: CodConfirmTerms,
  method: PaymentMethod,
  payablePaise: number,
  placedAt: Date,
): Pick<Order, "codConfirmStatus" | "codConfirmBy" | "codRemindAt"> | Record<string, never> {
  if (method !== "cod" || !terms.enabled || payablePaise <= terms.abovePaise) return {};
  const ms = Math.round(terms.hours * 3_600_000);
  return { codConfirmStatus: "pending", codConfirmBy: new Date(placedAt.getTime() + ms), codRemindAt: new Date(placedAt.getTime() + Math.round(ms / 2)) };
}

/** 409 `cod_unconfirmed`: what the status call and dispatch answer for a line of an order still waiting for its confirmation. */
export function unconfirmed(by: Date): AppError {
  return new AppError(
    409,
    "cod_unconfirmed",
    `The shopper has not confirmed this cash-on-delivery order yet: accept and send it once they do. Unconfirmed by ${deadlineText(by)}, it cancels itself.`,
  );
}

/** Throws `cod_unconfirmed` when the order still waits for its confirmation. */
export async function assertCodConfirmed(db: Tx, orderId: string): Promise<void> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { codConfirmStatus: true, codConfirmBy: true } });
  if (order?.codConfirmStatus === "pending" && order.codConfirmBy) throw unconfirmed(order.codConfirmBy);
}
