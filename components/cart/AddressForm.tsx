"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFocusFirstError } from "@/components/ui/useFocusFirstError";
import { useLang, useLocalized, useText } from "@/components/i18n/ClientTexts";
import { useFailureText } from "@/components/i18n/PageTexts";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { DeliveryPromise } from "@/components/delivery/DeliveryPromise";
import type { SavedAddressJson } from "@/lib/address/book";
import type { CartItemJson } from "@/lib/api-json/cart";
import type { OrderJson } from "@/lib/api-json/orders";
import { formatRupeeAmount, formatRupees, paiseToRupees } from "@/lib/money";
import type { CheckoutMethod } from "@/lib/views/order-quote";
import { orderPath } from "@/lib/shared/order-paths";
import { METHOD_WORDS } from "@/lib/shared/method-words";
import { api, toApiError } from "@/lib/stores/api";
import { clearCart, refreshCart } from "@/lib/stores/cart";
import { flash } from "@/lib/stores/flash";
import { useLogin } from "@/lib/stores/login";
import { addressSchema } from "@/lib/validation/address";
import { summarizeLines } from "@/lib/stores/cart-summary";
import { NewAddressFields, type AddressErrors, type AddressField } from "./NewAddressFields";
import { NEW_ADDRESS, SavedAddressOptions } from "./SavedAddressOptions";

const FIELDS: AddressField[] = ["name", "mobile", "address", "pin", "city", "state"];

type CheckoutWords = ReturnType<typeof useText<"checkout">>;

// Clear words for the checks that protect delivery (issue 4: 10-digit mobile, 6-digit PIN).
const MESSAGES = {
  name: "nameMissing",
  mobile: "mobileWrong",
  address: "addressMissing",
  pin: "pinWrong",
  city: "cityMissing",
  state: "stateMissing",
} as const satisfies Record<AddressField, string>;

/** The order's delivery choice from the form: a saved address by id, or the new one written out. */
function deliveryOf(t: CheckoutWords, form: FormData, chosen: string): { body: Record<string, unknown>; errors: AddressErrors } {
  if (chosen !== NEW_ADDRESS) return { body: { addressId: chosen }, errors: {} };
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "").trim()]).filter(([, v]) => v !== ""));
  const parsed = addressSchema.safeParse(values);
  if (!parsed.success) {
    const errors: AddressErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as AddressField] = t(MESSAGES[issue.path[0] as AddressField]);
    return { body: {}, errors };
  }
  return { body: { address: parsed.data, saveAddress: form.get("saveAddress") === "on" }, errors: {} };
}

/** One key per checkout, so a retried Confirm Order never places the order twice. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Add Address (docs/product.md, Address and order): offers the shopper's saved addresses (the default chosen) or
 * takes a new one, places the order, clears the cart and goes to / where the confirmation is shown. The page is
 * headed "Add Address", the specification's words, while a new address is written; "Checkout" while a saved one
 * is chosen, since nothing is added then. `children`: the order's summary beside the form.
 */
export function AddressForm({
  lines,
  saved,
  methods,
  children,
}: {
  lines: CartItemJson[];
  saved: SavedAddressJson[];
  /** The ways to pay, each priced as placing will price it (lib/views/order-quote.ts): "To pay" is every charge and discount of the chosen one; why one cannot be used, in the page's language. */
  methods: CheckoutMethod[];
  children: ReactNode;
}) {
  const router = useRouter();
  const t = useText("checkout");
  const lang = useLang();
  const localized = useLocalized();
  const failureText = useFailureText();
  const userId = useLogin((state) => state.userId);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [chosen, setChosen] = useState(saved[0]?.id ?? NEW_ADDRESS);
  const [method, setMethod] = useState(methods.find((m) => !m.unavailable)?.method);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused form moves to its first field in error (the mobile number, far up on a phone).
  useFocusFirstError(formRef, Object.keys(errors).length > 0 ? errors : null);
  const [busy, setBusy] = useState(false);
  const summary = summarizeLines(lines);
  const chosenAddress = saved.find((a) => a.id === chosen);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const form = new FormData(event.currentTarget);
    const delivery = deliveryOf(t, form, chosen);
    setErrors(delivery.errors);
    if (Object.keys(delivery.errors).length) return;
    if (!userId) {
      setFailure(t("loginAgain"));
      return;
    }
    if (!method) {
      setFailure(t("noWayToPay"));
      return;
    }
    setBusy(true);
    try {
      const order = await api<OrderJson>(`/api/order/add/${userId}`, {
        method: "POST",
        headers: { "Idempotency-Key": idempotencyKey },
        body: {
          ...delivery.body,
          paymentMethod: method,
          whatsappUpdates: form.get("whatsappUpdates") === "on",
          // The order's mail is written in the language it was placed in.
          language: lang,
          total: paiseToRupees(summary.totalPaise),
          len: lines.length,
          items: lines.map((line) => ({ productId: line.productId.id, quantity: line.quantity, size: line.size })),
        },
      });
      await clearCart().catch(() => refreshCart());
      if (order.payment.method !== "cod") {
        // A prepaid order is paid on its page (the UPI QR code, the app link, the reference box).
        router.replace(orderPath(order.id, lang));
        return;
      }
      flash(
        t(order.len === 1 ? "placedOne" : "placedMany", { number: order.number, count: order.len, amount: formatRupeeAmount(order.payable) }),
        localized("/"),
        {
          href: orderPath(order.id, lang),
          label: t("viewOrder"),
        },
      );
      // Replaced, not pushed: Back from the confirmation goes to the (now empty) cart, not to this filled form.
      router.replace(localized("/"));
    } catch (error) {
      const failure = toApiError(error);
      // The API words its refusals in English: a Hindi page says its own words for the field (the server checks a PIN code's post office, the form only its shape).
      const fieldText = (f: AddressField, message: string) => (lang === "en" ? message : t(f === "pin" ? "pinUnknown" : MESSAGES[f]));
      setErrors(
        Object.fromEntries(
          FIELDS.flatMap((f) => {
            const message = failure.field(`address.${f}`);
            return message ? [[f, fieldText(f, message)]] : [];
          }),
        ),
      );
      // No answer may still mean a placed order; the retry's Idempotency-Key makes it place once.
      setFailure(failure.unanswered ? t("notPlaced") : failureText(failure));
      setBusy(false);
    }
  }

  return (
    <>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{chosen === NEW_ADDRESS ? t("addAddress") : t("checkout")}</h1>
      <div className="grid gap-8 md:grid-cols-[1fr_300px]">
        <section aria-label={t("deliveryAddress")} className="rounded-lg border border-stone-200 bg-white p-5">
          <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
            {failure && <Banner tone="error">{failure}</Banner>}
            {saved.length > 0 && <SavedAddressOptions saved={saved} chosen={chosen} onChoose={setChosen} />}
            {chosen === NEW_ADDRESS && <NewAddressFields errors={errors} />}
            {chosenAddress && <DeliveryPromise pin={chosenAddress.pin} />}
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-bold uppercase tracking-wider text-stone-600">{t("payment")}</legend>
              {methods.map((offer) => (
                <label key={offer.method} className="flex items-start gap-2 rounded-md border border-stone-200 p-3 text-sm has-[:checked]:border-brand">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={offer.method}
                    checked={method === offer.method}
                    disabled={offer.unavailable !== null}
                    onChange={() => setMethod(offer.method)}
                    className="mt-0.5 accent-brand"
                  />
                  <span>
                    <span className="font-medium">{t(METHOD_WORDS[offer.method])}</span>{" "}
                    <span className="text-stone-600">{offer.feePaise > 0 ? t("fee", { fee: formatRupees(offer.feePaise) }) : t("noFee")}</span>
                    {offer.prepaidDiscountPaise > 0 && !offer.unavailable && (
                      <span data-testid="prepaid-saving" className="block font-semibold text-emerald-700">
                        {t("prepaidSaving", { method: t(METHOD_WORDS[offer.method]), amount: formatRupees(offer.prepaidDiscountPaise) })}
                      </span>
                    )}
                    {offer.unavailable && <span className="block text-stone-600">{offer.unavailable}</span>}
                    {offer.method === "upi" && !offer.unavailable && <span className="block text-stone-600">{t("upiNote")}</span>}
                    {offer.method === "razorpay" && !offer.unavailable && <span className="block text-stone-600">{t("razorpayNote")}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
            {/* Consent is asked, never assumed: the box starts unticked (README, Phone sign-in and messages). */}
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="whatsappUpdates" className="mt-0.5 size-4 accent-brand" />
              <span>
                {t("whatsapp")}
                <span className="block text-stone-600">{t("whatsappNote")}</span>
              </span>
            </label>
            <p className="flex justify-between border-t border-stone-200 pt-3 text-base font-bold">
              <span>{t("toPay")}</span>
              <span data-testid="checkout-to-pay">{formatRupees(methods.find((offer) => offer.method === method)?.payablePaise ?? 0)}</span>
            </p>
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? t("placing") : t("confirm")}
            </Button>
          </form>
        </section>
        {children}
      </div>
    </>
  );
}
