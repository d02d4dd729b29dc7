import type { Metadata } from "next";
import OrderPage, { orderPageMetadata, type OrderPageProps } from "@/app/(shop)/profile/orders/[orderId]/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const generateMetadata = (props: OrderPageProps): Promise<Metadata> => orderPageMetadata("hi", props);

export default function HindiOrderPage(props: OrderPageProps) {
  setPageLang("hi");
  return <OrderPage {...props} />;
}
