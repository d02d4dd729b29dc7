import type { ReturnStatus } from "../generated/prisma/enums.ts";

// Where a return stands (docs/architecture.md, Returns). The seller of the return's lines (or
// the shop's owner) moves it; `refunded` ends a return, `exchanged` an exchange, `rejected` either.

/** The statuses a return is still being handled in: the console lists these first. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ["requested", "approved", "picked_up", "received"];

/** The statuses that end a return. */
export const CLOSED_RETURN_STATUSES: readonly ReturnStatus[] = ["rejected", "refunded", "exchanged"];
