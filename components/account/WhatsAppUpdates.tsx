"use client";

import { useLang, useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { orderDate } from "@/components/orders/orderDate";
import { useApiAction } from "@/components/ui/useApiAction";
import { api } from "@/lib/stores/api";
import type { ProfileJson } from "@/lib/validation/responses";

/** The profile's "WhatsApp updates" row: whether they are on, for which number since when, and a way to stop them. */
export function WhatsAppUpdates({ userId, consent }: { userId: string; consent: ProfileJson["whatsappUpdates"] }) {
  const t = useText("accountForms");
  const lang = useLang();
  const reword = useReworded();
  const { busy, error, run } = useApiAction();
  if (!consent) return <span className="break-normal font-normal text-stone-600">{t("whatsappOff")}</span>;
  return (
    <>
      {/* Words break between words here; the row breaks all, for addresses. */}
      <span className="mr-2 break-normal">{t("whatsappOn", { mobile: consent.mobile, date: orderDate(consent.since, lang) })}</span>
      <button
        type="button"
        onClick={() => void run(() => api(`/api/user/${userId}/whatsapp`, { method: "DELETE" }).catch(reword))}
        disabled={busy}
        className="text-sm font-semibold text-brand hover:underline"
      >
        {t("stopWhatsApp")}
      </button>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </>
  );
}
