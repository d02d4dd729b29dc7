import { prisma } from "../db.ts";
import { notFound } from "../errors.ts";
import { WITH_PAYMENT } from "./records.ts";

/** An order with its payment and refunds, for the owner's payment calls; 404 when there is none. */
export async function orderWithPayment(orderId: string) {
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: WITH_PAYMENT });
  if (!order) throw notFound("No such order.");
  return order;
}
