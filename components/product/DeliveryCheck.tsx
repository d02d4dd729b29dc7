"use client";

import { useEffect, useState, useSyncExternalStore, type FormEvent } from "react";
import { DeliveryPromise } from "@/components/delivery/DeliveryPromise";
import { useText } from "@/components/i18n/ClientTexts";
import type { SavedAddressJson } from "@/lib/address/book";
import { api } from "@/lib/stores/api";
import { useLogin } from "@/lib/stores/login";

// lib/validation/address.ts's PIN_PATTERN, not imported: that module brings zod into every product page's first load.
const PIN_PATTERN = /^[1-9]\d{5}$/;

/** Where the browser keeps the PIN last checked, for every product page. */
const PIN_KEY = "deliveryPin";

function rememberedPin(): string | null {
  const pin = localStorage.getItem(PIN_KEY);
  return pin && PIN_PATTERN.test(pin) ? pin : null;
}

/** Another tab's check changes this one's PIN too. */
function onStorage(changed: () => void): () => void {
  window.addEventListener("storage", changed);
  return () => window.removeEventListener("storage", changed);
}

/**
 * The product page's "Check delivery" box: a PIN and the date an order to it arrives by. It
 * starts from the PIN last checked in this browser, else a logged-in shopper's default
 * address; the page itself stays the same cached page for everyone.
 */
export function DeliveryCheck({ productId }: { productId?: string }) {
  const userId = useLogin((state) => state.userId);
  const remembered = useSyncExternalStore(onStorage, rememberedPin, () => null);
  const [home, setHome] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pin = checked ?? remembered ?? home;
  const t = useText("buy");

  useEffect(() => {
    if (remembered || !userId) return;
    let current = true;
    api<SavedAddressJson[]>(`/api/address/${userId}`).then(
      (saved) => {
        const address = saved.find((a) => a.isDefault) ?? saved[0];
        if (current && address) setHome(address.pin);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [remembered, userId]);

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = (typed ?? pin ?? "").replace(/\s/g, "");
    if (!PIN_PATTERN.test(value)) {
      setProblem(t("enterPin"));
      return;
    }
    setProblem(null);
    localStorage.setItem(PIN_KEY, value);
    setChecked(value);
  }

  return (
    <form onSubmit={check} noValidate aria-label={t("checkDelivery")} className="flex flex-col gap-2 rounded-md border border-stone-200 p-3">
      <div className="flex items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          {t("deliverToPin")}
          <input
            name="deliveryPin"
            value={typed ?? pin ?? ""}
            onChange={(event) => setTyped(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t("pinExample")}
            aria-invalid={problem ? true : undefined}
            className="h-10 w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 text-base aria-[invalid]:border-red-600"
          />
        </label>
        <button type="submit" className="h-10 shrink-0 rounded-md border border-brand px-4 text-sm font-semibold text-brand hover:bg-orange-50">
          {t("checkDelivery")}
        </button>
      </div>
      {problem && <p className="text-sm text-red-700">{problem}</p>}
      {!problem && pin && <DeliveryPromise pin={pin} productId={productId} />}
    </form>
  );
}
