import { formatRupees } from "../money.ts";

// The order-level discounts after the 2% (issue 43) as every page, mail and summary names them,
// in the order they are taken: the coupon's, then paying online's. Only those given are listed.

export interface OrderDiscounts {
  couponCode?: string | null;
  couponDiscountPaise?: number;
  prepaidDiscountPaise?: number;
}

export function discountRows(order: OrderDiscounts): { label: string; paise: number; text: string }[] {
  const rows = [
    { label: order.couponCode ? `Coupon ${order.couponCode}` : "Coupon", paise: order.couponDiscountPaise ?? 0 },
    { label: "Discount for paying online", paise: order.prepaidDiscountPaise ?? 0 },
  ];
  return rows.filter((row) => row.paise > 0).map((row) => ({ ...row, text: `−${formatRupees(row.paise)}` }));
}
