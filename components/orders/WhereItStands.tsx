import Link from "next/link";
import { MY_ORDERS_PATH } from "@/lib/shared/order-paths";

/** What an order's mailed link says when it cannot act: where the order (or parcel) stands instead. */
export function WhereItStands({ what }: { what: "order" | "parcel" }) {
  return (
    <>
      See where your {what} stands in{" "}
      <Link href={MY_ORDERS_PATH} className="font-semibold text-brand hover:underline">
        My orders
      </Link>
      .
    </>
  );
}
