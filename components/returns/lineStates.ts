import type { ReturnJson } from "@/lib/validation/responses";
import { RETURN_STATUS_TEXT } from "./returnText";

// What became of a delivered line through returns and exchanges, as its row on the shopper's
// order says it: "Returned", "Exchanged for L", or the step a request is at beside the line
// it was asked for.

type Returned = Pick<ReturnJson, "kind" | "status" | "lines">;

/** A line's state: the whole line settled takes the status badge's place (`badge`); anything else is said beside it. */
export interface LineState {
  text: string;
  badge: boolean;
}

function stateOf(ret: Returned, line: ReturnJson["lines"][number], ordered: number): LineState {
  const some = line.quantity < ordered ? `${line.quantity} of ${ordered} ` : "";
  if (ret.kind === "exchange") {
    if (ret.status === "exchanged") return { text: `${some ? `${some}exchanged` : "Exchanged"} for ${line.exchangeSize}`, badge: !some };
    return { text: `Exchange for ${line.exchangeSize}: ${RETURN_STATUS_TEXT[ret.status].toLowerCase()}`, badge: false };
  }
  if (ret.status === "received" || ret.status === "refunded") return { text: some ? `${some}returned` : "Returned", badge: !some };
  return { text: `Return: ${RETURN_STATUS_TEXT[ret.status].toLowerCase()}`, badge: false };
}

/** Each line's states by its id, from the order's returns (rejected ones leave the line as it was). */
export function lineStates(returns: readonly Returned[], items: readonly { _id: string; quantity: number }[]): Map<string, LineState[]> {
  const ordered = new Map(items.map((item) => [item._id, item.quantity]));
  const states = new Map<string, LineState[]>();
  for (const ret of returns) {
    if (ret.status === "rejected") continue;
    for (const line of ret.lines) {
      const quantity = ordered.get(line.lineId);
      if (quantity === undefined) continue;
      states.set(line.lineId, [...(states.get(line.lineId) ?? []), stateOf(ret, line, quantity)]);
    }
  }
  return states;
}
