"use client";

import { useRef, useState, type FormEvent } from "react";
import { useLang, useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { describedBy, FieldFrame } from "@/components/ui/FieldFrame";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { useFocusFirstError } from "@/components/ui/useFocusFirstError";
import { api, type ApiError } from "@/lib/stores/api";
import { REASONS } from "./returnText";

/** A delivered line the shopper may still send back: how many units, and the sizes in stock to exchange it for. */
export interface ReturnableLine {
  lineId: string;
  title: string;
  size: string;
  returnable: number;
  exchangeSizes: string[];
}

type Kind = "return" | "exchange";
type RefundWay = "upi" | "bank";

// The words of each kind of request (returnForm's).
const TEXT = {
  return: { trigger: "return", title: "returnTitle", submit: "askReturn" },
  exchange: { trigger: "exchange", title: "exchangeTitle", submit: "askExchange" },
} as const;

/** On a Hindi page, a field's refusal in the page's words (the API answers in English, its fields by name). */
type FieldWords = "fieldQuantity" | "fieldExchangeSize" | "fieldReason" | "fieldReasonText" | "fieldUpi" | "fieldBankName" | "fieldAccount" | "fieldIfsc";

const radioClass = "size-4 shrink-0 accent-brand";

/** The fields the form shows a refusal under; any other refusal (the line itself: outside the window, not delivered) goes in the summary. */
const SHOWN = new Set(
  ["quantity", "exchangeSize", "reason", "reasonText"]
    .flatMap((name) => [name, `lines.0.${name}`])
    .concat(["refundTo", "refundTo.upi", "refundTo.bank.name", "refundTo.bank.account", "refundTo.bank.ifsc"]),
);

/**
 * What the form says above its buttons: the server's message with what no field shows, or a pointer to the
 * fields that do (`checkFields`); `failure` is the refusal as the page words it (a Hindi page: by its code).
 */
function summaryOf(error: ApiError, english: boolean, checkFields: string, failure: string): string {
  const unshown = Object.entries(error.fields)
    .filter(([name]) => !SHOWN.has(name))
    .flatMap(([, message]) => message);
  if (unshown.length > 0) return english ? `${error.message} ${unshown.join("; ")}` : failure;
  return Object.keys(error.fields).length > 0 ? checkFields : failure;
}

/** The POST body of one line, and where the money goes when it goes back to a cash payer. */
function bodyOf(form: FormData, line: ReturnableLine, kind: Kind, refundWay: RefundWay | null) {
  const value = (name: string) => String(form.get(name) ?? "").trim();
  const reason = value("reason");
  const refundTo =
    refundWay === "upi"
      ? { upi: value("upi") }
      : refundWay === "bank"
        ? { bank: { name: value("bank.name"), account: value("bank.account").replace(/\s+/g, ""), ifsc: value("bank.ifsc").toUpperCase() } }
        : undefined;
  return {
    lines: [
      {
        lineId: line.lineId,
        quantity: Number(value("quantity") || "1"),
        reason: reason || undefined,
        ...(reason === "other" ? { reasonText: value("reasonText") } : {}),
        ...(kind === "exchange" ? { exchangeSize: value("exchangeSize") || undefined } : {}),
      },
    ],
    ...(refundTo ? { refundTo } : {}),
  };
}

/**
 * RETURN / EXCHANGE FOR ANOTHER SIZE on a delivered line of the shopper's order: a dialog that asks how
 * many units, why, the new size (an exchange, only sizes in stock) and, when the order was paid in cash,
 * where to send the refund; POST /api/order/return/{orderId}. The server's refusals show beside the field
 * they name (400) or above the form (409: outside the window, too many units, the size just sold out).
 * In the page's language (the returnForm words, which the order page hands over).
 */
export function ReturnForm({ orderId, line, kind, cashRefund }: { orderId: string; line: ReturnableLine; kind: Kind; cashRefund: boolean }) {
  const { open, onOpenChange, busy, error, run } = useDialogAction();
  const [reason, setReason] = useState<string>("");
  const [refundWay, setRefundWay] = useState<RefundWay>("upi");
  const lang = useLang();
  const t = useText("returnForm");
  const failureText = useFailureText();
  const text = TEXT[kind];
  const askRefundTo = kind === "return" && cashRefund;
  // The API names a line's fields by their place in `lines`, the refund's by their path.
  const fieldError = (name: string, words: FieldWords) => {
    const message = error?.field(`lines.0.${name}`) ?? error?.field(name);
    return message && lang !== "en" ? t(words) : message;
  };
  const formError = error && summaryOf(error, lang === "en", t("checkFields"), failureText(error));
  const idOf = (name: string) => `${kind}-${line.lineId}-${name}`;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(new FormData(event.currentTarget), line, kind, askRefundTo ? refundWay : null);
    return run(() => api(`/api/order/return/${orderId}`, { method: "POST", body }));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (next) setReason("");
      }}
    >
      <DialogTrigger className={buttonClasses("secondary", "sm")}>
        {t(text.trigger)}
        <span className="sr-only"> {line.title}</span>
      </DialogTrigger>
      <DialogContent title={t(text.title)} description={line.size ? t("withSize", { title: line.title, size: line.size }) : line.title}>
        <form ref={form} onSubmit={submit} noValidate className="space-y-4 text-sm">
          <div className="grid grid-cols-2 gap-4">
            <FieldFrame inputId={idOf("quantity")} label={t("quantity")} error={fieldError("quantity", "fieldQuantity")}>
              <select
                id={idOf("quantity")}
                name="quantity"
                defaultValue="1"
                aria-invalid={fieldError("quantity", "fieldQuantity") ? true : undefined}
                aria-describedby={describedBy(idOf("quantity"), fieldError("quantity", "fieldQuantity"))}
                className="h-10 w-full rounded-md border border-stone-300 bg-white px-2 text-base aria-[invalid]:border-red-600"
              >
                {Array.from({ length: line.returnable }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </FieldFrame>
            {kind === "exchange" && (
              <FieldFrame inputId={idOf("size")} label={t("newSize")} error={fieldError("exchangeSize", "fieldExchangeSize")}>
                <select
                  id={idOf("size")}
                  name="exchangeSize"
                  defaultValue=""
                  aria-invalid={fieldError("exchangeSize", "fieldExchangeSize") ? true : undefined}
                  aria-describedby={describedBy(idOf("size"), fieldError("exchangeSize", "fieldExchangeSize"))}
                  className="h-10 w-full rounded-md border border-stone-300 bg-white px-2 text-base aria-[invalid]:border-red-600"
                >
                  {/* No size is chosen for the shopper: the one they want is theirs to pick. */}
                  <option value="" disabled>
                    {t("chooseSize")}
                  </option>
                  {line.exchangeSizes.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </FieldFrame>
            )}
          </div>
          <fieldset
            className="min-w-0 space-y-2"
            aria-describedby={fieldError("reason", "fieldReason") ? idOf("reason-error") : undefined}
            data-invalid={fieldError("reason", "fieldReason") ? true : undefined}
          >
            <legend className="mb-1 font-medium text-stone-700">{t("why")}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {REASONS.map((option) => (
                <label key={option} className="flex min-h-10 items-center gap-2 rounded-md border border-stone-200 px-3 py-2 has-checked:border-brand">
                  <input type="radio" name="reason" value={option} className={radioClass} onChange={() => setReason(option)} />
                  {t(`reason_${option}`)}
                </label>
              ))}
            </div>
            {fieldError("reason", "fieldReason") && (
              <p id={idOf("reason-error")} className="text-red-700 wrap-anywhere">
                {fieldError("reason", "fieldReason")}
              </p>
            )}
          </fieldset>
          {reason === "other" && (
            <TextAreaField
              label={t("tellMore")}
              name="reasonText"
              id={idOf("reasonText")}
              maxLength={500}
              error={fieldError("reasonText", "fieldReasonText")}
              required
            />
          )}
          {askRefundTo && (
            <fieldset className="space-y-3 rounded-md border border-stone-200 p-3">
              <legend className="px-1 font-medium text-stone-700">{t("refundWhere")}</legend>
              <p className="text-xs text-stone-500">{t("paidCash")}</p>
              <div className="flex flex-wrap gap-4">
                {(["upi", "bank"] as const).map((way) => (
                  <label key={way} className="flex min-h-10 items-center gap-2">
                    <input type="radio" name="refundWay" value={way} checked={refundWay === way} onChange={() => setRefundWay(way)} className={radioClass} />
                    {way === "upi" ? t("upiId") : t("bankAccount")}
                  </label>
                ))}
              </div>
              {refundWay === "upi" ? (
                <TextField
                  label={t("yourUpi")}
                  name="upi"
                  id={idOf("upi")}
                  placeholder="name@bank"
                  autoCapitalize="none"
                  autoComplete="off"
                  error={fieldError("refundTo.upi", "fieldUpi") ?? fieldError("refundTo", "fieldUpi")}
                />
              ) : (
                <div className="space-y-3">
                  <TextField
                    label={t("holder")}
                    name="bank.name"
                    id={idOf("bank-name")}
                    error={fieldError("refundTo.bank.name", "fieldBankName") ?? fieldError("refundTo", "fieldBankName")}
                  />
                  <TextField
                    label={t("accountNumber")}
                    name="bank.account"
                    id={idOf("bank-account")}
                    inputMode="numeric"
                    autoComplete="off"
                    error={fieldError("refundTo.bank.account", "fieldAccount")}
                  />
                  <TextField
                    label={t("ifsc")}
                    name="bank.ifsc"
                    id={idOf("bank-ifsc")}
                    autoCapitalize="characters"
                    maxLength={11}
                    hint={t("ifscHint")}
                    error={fieldError("refundTo.bank.ifsc", "fieldIfsc")}
                  />
                </div>
              )}
            </fieldset>
          )}
          <p className="text-xs text-stone-500">{kind === "exchange" ? t("exchangeNote") : t("returnNote")}</p>
          {/* Beside the button just pressed: the form is often scrolled to its foot on a phone. */}
          {formError && <Banner tone="error">{formError}</Banner>}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose className={buttonClasses("ghost")}>{t("keepIt")}</DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? t("asking") : t(text.submit)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
