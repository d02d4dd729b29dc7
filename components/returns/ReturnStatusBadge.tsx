import { shopText } from "@/lib/i18n/text";
import type { ReturnJson } from "@/lib/validation/responses";
import { RETURN_STATUS_TONE } from "./returnText";

/** A return's status as a coloured pill, in the page's language; the words carry the meaning. */
export function ReturnStatusBadge({ status }: { status: ReturnJson["status"] }) {
  const t = shopText("orderPage");
  return <span className={`inline-block rounded-xl px-2.5 py-0.5 text-xs font-semibold ${RETURN_STATUS_TONE[status]}`}>{t(`returnStatus.${status}`)}</span>;
}
