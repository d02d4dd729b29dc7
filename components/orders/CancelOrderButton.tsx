"use client";

import { useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { api } from "@/lib/stores/api";

/** Cancel order, after a confirmation: the items no seller has accepted yet are cancelled. In the page's language. */
export function CancelOrderButton({ orderId, cancellable, total }: { orderId: string; cancellable: number; total: number }) {
  const { open, onOpenChange, busy, error, run } = useDialogAction();
  const t = useText("orderActions");
  const failureText = useFailureText();
  const cancel = () => run(() => api(`/api/order/cancel/${orderId}`, { method: "PUT" }));
  const what = cancellable === total ? t("cancelWhole") : t(cancellable === 1 ? "cancelSomeOne" : "cancelSomeMany", { count: cancellable, total });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={buttonClasses("secondary", "md", "border-red-700 text-red-800 hover:bg-red-50")}>{t("cancelOrder")}</DialogTrigger>
      <DialogContent title={t("cancelOrderTitle")} description={what}>
        {error && (
          <Banner tone="error" className="mb-4">
            {failureText(error)}
          </Banner>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClasses("ghost")}>{t("keepOrder")}</DialogClose>
          <Button variant="danger" onClick={cancel} disabled={busy}>
            {busy ? t("cancelling") : t("cancelOrder")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
