import { formatRupees } from "../money.ts";

// The order-level discounts after the 2% (issue 43) as every page, mail and summary names them,
// in the order they are taken: the coupon's, then paying online's. Only those given are listed.

export interface OrderDiscounts {
  couponCode?: string | null;
  couponDiscountPaise?: number;
  prepaidDiscountPaise?: number;
}

/** Their names in a language (lib/i18n/messages, cart: couponNamed, coupon, prepaidDiscount); English by default. */
export interface DiscountWords {
  couponNamed: string;
  coupon: string;
  prepaidDiscount: string;
}

const ENGLISH: DiscountWords = { couponNamed: "Coupon {code}", coupon: "Coupon", prepaidDiscount: "Discount for paying online" };

export function discountRows(order: OrderDiscounts, words: DiscountWords = ENGLISH): { label: string; paise: number; text: string }[] {
  const rows = [
    { label: order.couponCode ? words.couponNamed.replace("{code}", order.couponCode) : words.coupon, paise: order.couponDiscountPaise ?? 0 },
    { label: words.prepaidDiscount, paise: order.prepaidDiscountPaise ?? 0 },
  ];
  return rows.filter((row) => row.paise > 0).map((row) => ({ ...row, text: `−${formatRupees(row.paise)}` }));
}
