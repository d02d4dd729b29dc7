import type { Metadata } from "next";
import MyOrdersPage, { myOrdersMetadata, type MyOrdersProps } from "@/app/(shop)/profile/orders/page";
import { setPageLang } from "@/lib/i18n/page-lang";

export const metadata: Metadata = myOrdersMetadata("hi");

export default function HindiMyOrdersPage(props: MyOrdersProps) {
  setPageLang("hi");
  return <MyOrdersPage {...props} />;
}
