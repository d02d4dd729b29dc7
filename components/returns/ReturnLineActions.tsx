import type { LineOffer } from "./offers";
import { ReturnForm } from "./ReturnForm";

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });

/** A delivered line's Return and Exchange for another size buttons, and until when they are offered. */
export function ReturnLineActions({ orderId, offer, exchange, cashRefund }: { orderId: string; offer: LineOffer; exchange: boolean; cashRefund: boolean }) {
  const { line, until } = offer;
  const sizes = line.exchangeSizes.length > 0;
  return (
    <div className="space-y-2" data-testid="line-return">
      <div className="flex flex-wrap gap-2">
        <ReturnForm orderId={orderId} line={line} kind="return" cashRefund={cashRefund} />
        {exchange && sizes && <ReturnForm orderId={orderId} line={line} kind="exchange" cashRefund={cashRefund} />}
      </div>
      <p className="text-xs text-stone-500">
        You can ask until {day.format(new Date(`${until}T12:00:00+05:30`))}.{exchange && !sizes && " No other size is in stock to exchange it for."}
      </p>
    </div>
  );
}
