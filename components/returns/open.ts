import { OPEN_RETURN_STATUSES } from "@/lib/returns/status";
import type { ReturnJson } from "@/lib/validation/responses";

/** Still being handled: the console lists these first (lib/returns/status.ts). */
export const isOpenReturn = (ret: Pick<ReturnJson, "status">): boolean => OPEN_RETURN_STATUSES.includes(ret.status);
