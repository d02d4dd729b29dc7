"use client";

import { useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { api } from "@/lib/stores/api";

/** Cancel item, after a confirmation: that one line of the order (PUT /api/order/cancel/{orderId} with its `lineIds`), the rest stay; in the page's language. */
export function CancelLineButton({ orderId, lineId, title }: { orderId: string; lineId: string; title: string }) {
  const t = useText("orderActions");
  const failureText = useFailureText();
  return (
    <ConfirmDialog
      trigger={{
        className: "rounded px-1.5 py-1 text-sm font-semibold text-red-800 underline-offset-2 hover:bg-red-50 hover:underline",
        children: (
          <>
            {t("cancelItem")}
            <span className="sr-only"> {title}</span>
          </>
        ),
      }}
      title={t("cancelItemTitle")}
      description={t("cancelItemText", { title })}
      keep={t("keepIt")}
      action={t("cancelItem")}
      busy={t("cancelling")}
      onConfirm={() => api(`/api/order/cancel/${orderId}`, { method: "PUT", body: { lineIds: [lineId] } })}
      failureText={failureText}
    />
  );
}
