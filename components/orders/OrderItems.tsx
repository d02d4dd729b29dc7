import Image from "next/image";
import { formatRupeeAmount } from "@/lib/money";
import type { OrderJson } from "@/lib/orders/json";
import { LineStatusBadge } from "./LineStatusBadge";

/** The lines of an order: picture, title, size, quantity, price and status of each, as ordered. */
export function OrderItems({ items }: { items: OrderJson["items"] }) {
  return (
    <ul className="divide-y divide-stone-100">
      {items.map((line) => (
        <li key={line._id} data-line-id={line._id} className="flex gap-3 py-3">
          <Image src={line.productId.imageUrl} alt="" width={72} height={72} sizes="72px" className="h-16 w-16 shrink-0 rounded object-cover sm:h-[72px] sm:w-[72px]" />
          <div className="min-w-0 flex-1">
            <p className="font-medium wrap-anywhere">{line.productId.title}</p>
            <p className="text-sm text-stone-600">
              {line.size && <>Size {line.size} · </>}Qty {line.quantity} · {formatRupeeAmount(line.price)} each
            </p>
            <p className="mt-1">
              <LineStatusBadge line={line} />
            </p>
          </div>
          <p className="shrink-0 font-semibold">{formatRupeeAmount(line.total)}</p>
        </li>
      ))}
    </ul>
  );
}
