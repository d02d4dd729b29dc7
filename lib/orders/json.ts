import type { Order, OrderLine, OrderStatus } from "../generated/prisma/client.ts";
import { imageUrl } from "../images/index.ts";
import { lineTotalPaise, paiseToRupees } from "../money.ts";
import type { Address } from "../validation/orders.ts";

/**
 * The product of an order line as it was when ordered, from the line's snapshot, so it
 * reads the same after the product is changed or deleted (then `_id`/`id` are null).
 */
export interface OrderedProductJson {
  _id: string | null;
  id: string | null;
  title: string;
  price: number;
  size: string[];
  image: string;
  imageUrl: string;
  adminId: string;
}

export interface OrderLineJson {
  _id: string;
  orderId: string;
  productId: OrderedProductJson;
  quantity: number;
  /** Unit price in rupees when ordered. */
  price: number;
  /** price × quantity in rupees. */
  total: number;
  size: string;
  status: OrderStatus;
  createdAt: string;
}

/** A seller's view of a line also carries the delivery address. */
export interface SellerOrderLineJson extends OrderLineJson {
  address: Address;
}

/** The order as POST /api/order/add answers it. */
export interface OrderJson {
  _id: string;
  id: string;
  address: Address;
  items: OrderLineJson[];
  len: number;
  /** Rupees: MRP, the 2% discount and the payable total. */
  mrp: number;
  discount: number;
  total: number;
  createdAt: string;
}

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
    createdAt: order.createdAt.toISOString(),
  };
}
