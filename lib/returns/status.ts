import type { ReturnKind, ReturnStatus } from "../generated/prisma/enums.ts";

// Where a return stands and where it may go next (docs/architecture.md, Returns). The seller
// of the return's lines (or the shop's owner) moves it; `refunded` ends a return, `exchanged`
// an exchange, `rejected` either.

/** The moves a seller or the owner may make, by the kind of return. */
const MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["picked_up", "rejected"],
  picked_up: ["received"],
  received: ["refunded", "exchanged"],
  rejected: [],
  refunded: [],
  exchanged: [],
};

/** The statuses a return is still being handled in: the console lists these first. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ["requested", "approved", "picked_up", "received"];

/** The statuses that end a return. */
export const CLOSED_RETURN_STATUSES: readonly ReturnStatus[] = ["rejected", "refunded", "exchanged"];

/** Whether a return of this kind may move from one status to the other. */
function mayMoveReturn(kind: ReturnKind, from: ReturnStatus, to: ReturnStatus): boolean {
  if (!MOVES[from].includes(to)) return false;
  if (to === "refunded") return kind === "return";
  if (to === "exchanged") return kind === "exchange";
  return true;
}

/** The statuses a return of this kind may go to next. */
export function nextReturnStatuses(kind: ReturnKind, from: ReturnStatus): ReturnStatus[] {
  return MOVES[from].filter((to) => mayMoveReturn(kind, from, to));
}
