import type { ReturnJson } from "@/lib/validation/responses";

// What became of a delivered line through returns and exchanges, as its row on the shopper's
// order says it: "Returned", "Exchanged for L", or the step a request is at beside the line
// it was asked for; in the page's language (`words`: the orderPage messages).

type Returned = Pick<ReturnJson, "kind" | "status" | "lines">;
type Status = ReturnJson["status"];

/** The words a line's states are said in (orderPage's, by key). */
export type LineStateWords = (
  key: "exchangedFor" | "someExchanged" | "exchangeAt" | "returnedAll" | "someReturned" | "returnAt" | `returnStatus.${Status}`,
  values?: Record<string, string | number>,
) => string;

/** A line's state: the whole line settled takes the status badge's place (`badge`); anything else is said beside it. */
export interface LineState {
  text: string;
  badge: boolean;
}

function stateOf(ret: Returned, line: ReturnJson["lines"][number], ordered: number, t: LineStateWords): LineState {
  const part = line.quantity < ordered ? { some: line.quantity, ordered } : null;
  const status = () => t(`returnStatus.${ret.status}`).toLowerCase();
  if (ret.kind === "exchange") {
    const size = line.exchangeSize ?? "";
    if (ret.status === "exchanged") return { text: part ? t("someExchanged", { ...part, size }) : t("exchangedFor", { size }), badge: !part };
    return { text: t("exchangeAt", { size, status: status() }), badge: false };
  }
  if (ret.status === "received" || ret.status === "refunded") return { text: part ? t("someReturned", part) : t("returnedAll"), badge: !part };
  return { text: t("returnAt", { status: status() }), badge: false };
}

/** Each line's states by its id, from the order's returns (rejected ones leave the line as it was). */
export function lineStates(returns: readonly Returned[], items: readonly { _id: string; quantity: number }[], t: LineStateWords): Map<string, LineState[]> {
  const ordered = new Map(items.map((item) => [item._id, item.quantity]));
  const states = new Map<string, LineState[]>();
  for (const ret of returns) {
    if (ret.status === "rejected") continue;
    for (const line of ret.lines) {
      const quantity = ordered.get(line.lineId);
      if (quantity === undefined) continue;
      states.set(line.lineId, [...(states.get(line.lineId) ?? []), stateOf(ret, line, quantity, t)]);
    }
  }
  return states;
}
