import { ReturnForm, type ReturnableLine } from "./ReturnForm";

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });

/**
 * A delivered line's Return and Exchange for another size buttons, and until when they are offered (`until`, the last
 * Indian day: lib/returns/options.ts).
 */
export function ReturnLineActions({
  orderId,
  line,
  until,
  exchange,
  cashRefund,
}: {
  orderId: string;
  line: ReturnableLine;
  until: string;
  exchange: boolean;
  cashRefund: boolean;
}) {
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
