import Link from "next/link";
import { localized } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { MY_ORDERS_PATH } from "@/lib/shared/order-paths";

/** What an order's mailed link says when it cannot act: where the order (or parcel) stands instead, in the page's language. */
export function WhereItStands({ what }: { what: "order" | "parcel" }) {
  const lang = pageLang();
  const t = textsIn(lang, "linkPage");
  return (
    <>
      {t(what === "order" ? "whereOrder" : "whereParcel")}{" "}
      <Link href={localized(lang, MY_ORDERS_PATH)} className="font-semibold text-brand hover:underline">
        {t("myOrders")}
      </Link>
      {t("whereEnd")}
    </>
  );
}
