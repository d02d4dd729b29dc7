"use client";

import { useEffect, useState } from "react";
import { useLang, useText } from "@/components/i18n/ClientTexts";
import { deliveryDateText } from "@/lib/shared/delivery-estimate";
import { api, toApiError } from "@/lib/stores/api";
import type { DeliveryEstimateJson } from "@/lib/validation/responses";

type Answer = { pin: string; estimate: DeliveryEstimateJson } | { pin: string; problem: string };

const COD_WORDS = {
  not_serviceable: "codNotServiceable",
  cod_disabled: "codDisabled",
  pin_blocked: "codPinBlocked",
  refused_parcels: "codRefusedParcels",
} as const;

/**
 * "Delivery by Tue, 2 Dec · Cash on delivery available" for a PIN, asked of
 * GET /api/delivery/estimate from the browser (so cached pages stay cached; a logged-in
 * shopper's own refused parcels count); or why the shop cannot deliver there, or offer cash.
 */
export function DeliveryPromise({ pin, productId, className = "" }: { pin: string; productId?: string; className?: string }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const t = useText("buy");
  const lang = useLang();
  // The words of the effect below, read once the answer comes. The API words its refusals in
  // English: an English page shows them as they are, another words them by their codes.
  const noPostOffice = t("noPostOffice", { pin });
  const checkFailed = lang === "en" ? null : t("checkFailed");

  useEffect(() => {
    let current = true;
    const product = productId ? `&productId=${encodeURIComponent(productId)}` : "";
    api<DeliveryEstimateJson>(`/api/delivery/estimate?pin=${encodeURIComponent(pin)}${product}`).then(
      (estimate) => current && setAnswer({ pin, estimate }),
      (error) => {
        const failure = toApiError(error);
        if (current) setAnswer({ pin, problem: failure.status === 404 ? noPostOffice : (checkFailed ?? failure.message) });
      },
    );
    return () => {
      current = false;
    };
  }, [pin, productId, noPostOffice, checkFailed]);

  if (!answer || answer.pin !== pin) return <p className={`text-sm text-stone-500 ${className}`}>{t("checking", { pin })}</p>;
  if ("problem" in answer) return <p className={`text-sm text-red-700 ${className}`}>{answer.problem}</p>;
  const { estimate } = answer;
  if (estimate.seller)
    return (
      <p data-testid="delivery-promise" className={`text-sm text-red-700 ${className}`}>
        {lang === "en" ? estimate.seller : t("sellerOwnState")}
      </p>
    );
  if (!estimate.serviceable || !estimate.by)
    return (
      <p data-testid="delivery-promise" className={`text-sm text-red-700 ${className}`}>
        {t("notDelivered", { pin })}
      </p>
    );
  return (
    <p data-testid="delivery-promise" className={`text-sm text-stone-700 ${className}`}>
      <span className="font-semibold text-ink">{t("deliveryBy", { date: deliveryDateText(estimate.by, lang) })}</span>
      {" · "}
      {estimate.cod.available ? (
        t("codAvailable")
      ) : (
        <span className="text-stone-600">
          {lang === "en" || !estimate.cod.reasonCode ? estimate.cod.reason : t(COD_WORDS[estimate.cod.reasonCode], { pin })}
        </span>
      )}
    </p>
  );
}
