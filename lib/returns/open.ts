import type { Tx } from "../db/key-lock.ts";
import type { ReturnKind, ReturnReason } from "../generated/prisma/client.ts";
import type { RefundTo } from "../validation/returns.ts";
import { RETURN_WITH_LINES, type ReturnRecord } from "./records.ts";
import { maskRefundTo, sealRefundTo } from "./refund-to.ts";

// A return asked for (docs/architecture.md, Returns), written in the transaction of the flow
// that checked it (lib/flows/ask-return.ts).

export interface ReturnOpening {
  orderId: string;
  userId: string;
  sellerId: string | null;
  kind: ReturnKind;
  refundPaise: number;
  /** Where a cash-on-delivery order's money goes back: kept sealed, shown masked. */
  refundTo: RefundTo | null;
  lines: { lineId: string; quantity: number; reason: ReturnReason; reasonText: string | null; exchangeSize: string | null; amountPaise: number }[];
}

/** The return, `requested`, with its lines; it takes the next return number. */
export function openReturnIn(tx: Tx, { refundTo, lines, ...request }: ReturnOpening): Promise<ReturnRecord> {
  return tx.returnRequest.create({
    data: {
      ...request,
      refundToMasked: refundTo ? maskRefundTo(refundTo) : null,
      refundToSealed: refundTo ? sealRefundTo(refundTo) : null,
      lines: { create: lines },
    },
    include: RETURN_WITH_LINES,
  });
}
