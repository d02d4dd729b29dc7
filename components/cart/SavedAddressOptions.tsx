"use client";

import { useText } from "@/components/i18n/ClientTexts";
import type { SavedAddressJson } from "@/lib/address/book";

/** The value of the "a new address" choice; saved addresses are chosen by their id. */
export const NEW_ADDRESS = "new";

/** One line a person recognises an address by. */
export function addressLine(a: Pick<SavedAddressJson, "address" | "city" | "state" | "pin">): string {
  return `${a.address.replace(/\s*\n\s*/g, ", ")}, ${a.city}, ${a.state} ${a.pin}`;
}

/** "Deliver to": the shopper's saved addresses (the default first, and chosen), and a new one. */
export function SavedAddressOptions({ saved, chosen, onChoose }: { saved: SavedAddressJson[]; chosen: string; onChoose: (id: string) => void }) {
  const t = useText("checkout");
  const option = "flex cursor-pointer gap-3 rounded-md border border-stone-200 p-3 has-[:checked]:border-brand has-[:checked]:bg-orange-50";
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-bold uppercase tracking-wider text-stone-600">{t("deliverTo")}</legend>
      {saved.map((a) => (
        <label key={a.id} className={option}>
          <input type="radio" name="addressId" value={a.id} checked={chosen === a.id} onChange={() => onChoose(a.id)} className="mt-1 accent-brand" />
          <span className="text-sm">
            <span className="font-semibold">{a.name}</span>
            {a.isDefault && <span className="ml-2 rounded bg-stone-200 px-1.5 py-0.5 text-xs">{t("default")}</span>}
            <span className="block text-stone-700">{addressLine(a)}</span>
            <span className="block text-stone-500">{t("mobile", { mobile: a.mobile })}</span>
          </span>
        </label>
      ))}
      <label className={option}>
        <input
          type="radio"
          name="addressId"
          value={NEW_ADDRESS}
          checked={chosen === NEW_ADDRESS}
          onChange={() => onChoose(NEW_ADDRESS)}
          className="accent-brand"
        />
        <span className="text-sm font-semibold">{t("newAddress")}</span>
      </label>
    </fieldset>
  );
}
