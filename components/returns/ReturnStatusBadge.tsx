import type { ReturnJson } from "@/lib/validation/responses";
import { RETURN_STATUS_TEXT, RETURN_STATUS_TONE } from "./returnText";

/** A return's status as a coloured pill; the words carry the meaning. */
export function ReturnStatusBadge({ status }: { status: ReturnJson["status"] }) {
  return <span className={`inline-block rounded-xl px-2.5 py-0.5 text-xs font-semibold ${RETURN_STATUS_TONE[status]}`}>{RETURN_STATUS_TEXT[status]}</span>;
}
