import type { Order, OrderLine } from "../generated/prisma/client.ts";
import { imageUrl } from "../images/index.ts";
import { lineTotalPaise, paiseToRupees } from "../money.ts";
import type { Address } from "../validation/orders.ts";
import type { OrderJson, OrderLineJson } from "../validation/responses.ts";

// Shapes in lib/validation/responses.ts. An order line's productId is the product as it was
// when ordered, from the line's snapshot, so it reads the same after the product is
// changed or deleted (then `_id`/`id` are null).
export type { OrderJson, OrderLineJson, SellerOrderLineJson } from "../validation/responses.ts";

export function addressOf(order: Pick<Order, "name" | "mobile" | "address" | "pin">): Address {
  return { name: order.name, mobile: order.mobile, address: order.address, pin: order.pin };
}

export function toOrderLineJson(line: OrderLine): OrderLineJson {
  return {
    _id: line.id,
    orderId: line.orderId,
    productId: {
      _id: line.productId,
      id: line.productId,
      title: line.title,
      price: paiseToRupees(line.unitPaise),
      size: line.size ? [line.size] : [],
      image: line.image,
      imageUrl: imageUrl(line.image),
      adminId: line.sellerId,
    },
    quantity: line.quantity,
    price: paiseToRupees(line.unitPaise),
    total: paiseToRupees(lineTotalPaise(line.unitPaise, line.quantity)),
    size: line.size,
    status: line.status,
    cancelledBy: line.cancelledBy,
    createdAt: line.createdAt.toISOString(),
  };
}

export function toOrderJson(order: Order & { lines: OrderLine[] }): OrderJson {
  return {
    _id: order.id,
    id: order.id,
    address: addressOf(order),
    items: order.lines.map(toOrderLineJson),
    len: order.lineCount,
    mrp: paiseToRupees(order.mrpPaise),
    discount: paiseToRupees(order.discountPaise),
    total: paiseToRupees(order.totalPaise),
    paymentMethod: order.paymentMethod,
    createdAt: order.createdAt.toISOString(),
  };
}
