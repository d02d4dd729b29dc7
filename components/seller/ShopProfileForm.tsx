"use client";

import { useRef, useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { FieldFrame } from "@/components/ui/FieldFrame";
import { StateSelect } from "@/components/seller/StateSelect";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import { useFocusFirstError } from "@/components/ui/useFocusFirstError";
import { ZONES, type Zone } from "@/lib/shared/zones";
import type { ShopJson } from "@/lib/validation/responses";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

type Officer = ShopJson["grievanceOfficer"];

/** The form's names: the profile's own, with the grievance officer's as "grievanceOfficer.name" and so on (as the API names bad fields). */
const TOP = ["name", "legalName", "address", "city", "state", "pin", "gstin", "supportEmail", "supportPhone"] as const;
/** The social networks' pages, named "social.facebook" and so on. */
const SOCIAL = [
  ["facebook", "Facebook page"],
  ["instagram", "Instagram page"],
  ["twitter", "Twitter (X) page"],
  ["youtube", "YouTube channel"],
] as const;
const OFFICER = ["name", "designation", "email", "phone"] as const;

/** A rupee amount as typed: empty is `empty`; anything else goes as a number (or as typed, for the API to name it). */
function rupeesOf(typed: string | null, empty: number | null): number | string | null {
  if (!typed) return empty;
  return Number.isFinite(Number(typed)) ? Number(typed) : typed;
}

/** A number as typed, or the text as typed (empty too) for the API to name it. */
function countOf(typed: string | null): number | string {
  return typed && Number.isFinite(Number(typed)) ? Number(typed) : (typed ?? "");
}

/** A list as typed: entries separated by commas, spaces or lines. */
function listOf(typed: string | null): string[] {
  return (typed ?? "").split(/[\s,]+/).filter(Boolean);
}

const ZONE_LABEL: Record<Zone, string> = {
  local: "Same district",
  state: "Same state",
  metro: "Metro to metro",
  national: "Rest of India",
  remote: "North-east, J&K, Ladakh, islands",
};

/** The PUT body: every field, an emptied one as null (the API then clears it); blocked PINs split on commas, spaces or lines. */
function bodyOf(form: FormData) {
  const value = (name: string) => String(form.get(name) ?? "").trim() || null;
  return {
    ...Object.fromEntries(TOP.map((key) => [key, value(key)])),
    grievanceOfficer: Object.fromEntries(OFFICER.map((key) => [key, value(`grievanceOfficer.${key}`)])) as Officer,
    social: Object.fromEntries(SOCIAL.map(([key]) => [key, value(`social.${key}`)])),
    cod: {
      enabled: form.get("cod.enabled") === "on",
      fee: value("cod.fee") ?? "0",
      maxOrder: value("cod.maxOrder"),
      blockedPins: listOf(value("cod.blockedPins")),
      maxRefused: countOf(value("cod.maxRefused")),
      confirm: {
        enabled: form.get("cod.confirm.enabled") === "on",
        above: rupeesOf(value("cod.confirm.above"), 0),
        hours: rupeesOf(value("cod.confirm.hours"), 24),
      },
    },
    upi: value("upi.vpa") || value("upi.payeeName") ? { vpa: value("upi.vpa") ?? "", payeeName: value("upi.payeeName") ?? "" } : null,
    paymentWindowMinutes: Number(value("paymentWindowMinutes") ?? "30"),
    prepaid: { percent: countOf(value("prepaid.percent") ?? "0"), max: rupeesOf(value("prepaid.max"), 0) },
    delivery: {
      fee: rupeesOf(value("delivery.fee"), 0),
      freeAbove: rupeesOf(value("delivery.freeAbove"), null),
      blockedPins: listOf(value("delivery.blockedPins")),
      dispatch: {
        days: countOf(value("delivery.dispatch.days")),
        cutoffHour: countOf(value("delivery.dispatch.cutoffHour")),
        holidays: listOf(value("delivery.dispatch.holidays")),
      },
      transitDays: Object.fromEntries(ZONES.map((zone) => [zone, countOf(value(`delivery.transitDays.${zone}`))])),
      withoutParcel: form.get("delivery.withoutParcel") === "on",
    },
    returns: { windowDays: countOf(value("returns.windowDays")), exchange: form.get("returns.exchange") === "on" },
    reviewPromptDays: countOf(value("reviewPromptDays")),
    sellingModel: form.get("sellingModel") === "marketplace" ? "marketplace" : "single",
    ...(form.get("confirmUnregistered") === "on" ? { confirmUnregistered: true } : {}),
  };
}

/** The first complaint about one entry of a list (the API names it by its place, e.g. delivery.blockedPins.2). */
function listError(failure: ApiError | null, list: string): string | undefined {
  const key = Object.keys(failure?.fields ?? {}).find((name) => name.startsWith(`${list}.`));
  return key ? failure?.field(key) : undefined;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    // min-w-0: a fieldset is at least as wide as its widest content, here the longest state's name.
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-stone-200 bg-white p-5">
      <legend className="px-1 text-sm font-bold uppercase tracking-wider text-stone-600">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * SHOP PROFILE (the owner's): the shop as a business, as GET /api/shop shows it to everyone.
 * Saves every field with PUT /api/shop; the server checks the GSTIN, the state and the PIN
 * against each other and names each field it refuses.
 */
export function ShopProfileForm({ shop }: { shop: ShopJson }) {
  const [failure, setFailure] = useState<ApiError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, failure);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = (name: string) => failure?.field(name);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setFailure(null);
    try {
      await api<ShopJson>("/api/shop", { method: "PUT", body: bodyOf(new FormData(event.currentTarget)) });
      setSaved(true);
    } catch (caught) {
      setFailure(toApiError(caught));
    } finally {
      setBusy(false);
    }
  }

  const officer = shop.grievanceOfficer;
  // A list typed as one text, its entries separated by commas (listOf); the API names a bad entry by its place.
  const list = (label: string, name: string, values: string[], hint: string) => (
    <TextAreaField label={label} name={name} defaultValue={values.join(", ")} error={error(name) ?? listError(failure, name)} hint={hint} />
  );
  const text = (label: string, name: string, value: string | null, props: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField label={label} name={name} defaultValue={value ?? ""} error={error(name)} {...props} />
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      {saved && <Banner tone="success">Shop profile saved.</Banner>}
      {failure && <Banner tone="error">{failure.message}</Banner>}
      {failure?.code === "confirm_unregistered" && (
        <label className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium">
          <input type="checkbox" name="confirmUnregistered" className="h-4 w-4 accent-brand" />
          The shop is not registered under GST: issue bills of supply from now on
        </label>
      )}
      <Section title="The shop">
        {text("Display name", "name", shop.name, { required: true, hint: "The shop's name in its public profile." })}
        {text("Legal name", "legalName", shop.legalName, { hint: "As registered, e.g. on the GST certificate." })}
        {text("GSTIN", "gstin", shop.gstin, { autoCapitalize: "characters", maxLength: 15, hint: "15 characters; its first two digits are the state's code." })}
      </Section>
      <Section title="How the shop sells">
        {(
          [
            [
              "single",
              "As one business",
              "The shop sells every item in its own name; seller accounts are its team or its suppliers. Every invoice is the shop's.",
            ],
            [
              "marketplace",
              "As a marketplace",
              "Each seller but you is a business selling in its own name, once you approve it on the Sellers page; product pages show who sells. Changes later orders only.",
            ],
          ] as const
        ).map(([model, label, hint]) => (
          <label key={model} className="flex items-start gap-2 text-sm">
            <input type="radio" name="sellingModel" value={model} defaultChecked={shop.sellingModel === model} className="mt-1 h-4 w-4 accent-brand" />
            <span>
              <span className="font-medium">{label}</span>
              <span className="block text-xs text-stone-500">{hint}</span>
            </span>
          </label>
        ))}
      </Section>
      <Section title="Address">
        <TextAreaField label="Address" name="address" defaultValue={shop.address ?? ""} error={error("address")} />
        <div className="grid gap-4 sm:grid-cols-3">
          {text("City", "city", shop.city)}
          <StateSelect value={shop.state} error={error("state") ?? error("stateCode")} />
          {text("PIN code", "pin", shop.pin, { inputMode: "numeric", maxLength: 6 })}
        </div>
      </Section>
      <Section title="Customer support">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Support e-mail", "supportEmail", shop.supportEmail, { type: "email" })}
          {text("Support phone", "supportPhone", shop.supportPhone, { type: "tel" })}
        </div>
      </Section>
      <Section title="Delivery">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Delivery fee (₹)", "delivery.fee", String(shop.delivery.fee), {
            inputMode: "decimal",
            hint: "What an order pays for delivery; 0: always free.",
          })}
          {text("Free delivery from (₹)", "delivery.freeAbove", shop.delivery.freeAbove === null ? null : String(shop.delivery.freeAbove), {
            inputMode: "decimal",
            hint: "Items' total (after discount) from which delivery is free; empty: the fee always applies.",
          })}
        </div>
        {list(
          "PIN codes not served",
          "delivery.blockedPins",
          shop.delivery.blockedPins,
          "Whole PINs or their first digits (1 to 6 digits, e.g. 744 blocks every PIN starting with 744), separated by commas.",
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Days to dispatch", "delivery.dispatch.days", String(shop.delivery.dispatch.days), {
            inputMode: "numeric",
            hint: "Working days to hand a parcel to the courier, 1 to 10; 1: the day the order counts from.",
          })}
          {text("Cut-off hour (Indian time)", "delivery.dispatch.cutoffHour", String(shop.delivery.dispatch.cutoffHour), {
            inputMode: "numeric",
            hint: "0 to 23: an order from this hour on counts from the next working day.",
          })}
        </div>
        {list(
          "Holidays (no dispatch)",
          "delivery.dispatch.holidays",
          shop.delivery.dispatch.holidays,
          "Dates as YYYY-MM-DD, separated by commas. Sundays are never dispatch days; couriers still deliver on them.",
        )}
        <FieldFrame inputId="field-transit-local" label="Courier's days to each zone" error={listError(failure, "delivery.transitDays")}>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {ZONES.map((zone) => (
              <label key={zone} className="flex flex-col gap-1 text-xs text-stone-600">
                {ZONE_LABEL[zone]}
                <input
                  id={`field-transit-${zone}`}
                  name={`delivery.transitDays.${zone}`}
                  defaultValue={String(shop.delivery.transitDays[zone])}
                  inputMode="numeric"
                  className="h-10 w-full min-w-0 rounded-md border border-stone-300 bg-white px-2 text-base text-ink"
                />
              </label>
            ))}
          </div>
        </FieldFrame>
        <p className="-mt-2 text-xs text-stone-500">Shoppers see &ldquo;Delivery by&rdquo; a date from these on product pages, in the cart and at checkout.</p>
        <label className="flex items-start gap-2 text-sm font-medium">
          <input type="checkbox" name="delivery.withoutParcel" defaultChecked={shop.delivery.withoutParcel} className="mt-0.5 h-4 w-4 accent-brand" />
          <span>
            Sellers may mark an item delivered without a parcel
            <span className="block text-xs font-normal text-stone-500">
              For items handed over in person. Off: every item goes by a dispatched parcel, and &ldquo;Mark delivered&rdquo; is not offered.
            </span>
          </span>
        </label>
      </Section>
      <Section title="Grievance officer">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Officer's name", "grievanceOfficer.name", officer.name)}
          {text("Designation", "grievanceOfficer.designation", officer.designation)}
          {text("Officer's e-mail", "grievanceOfficer.email", officer.email, { type: "email" })}
          {text("Officer's phone", "grievanceOfficer.phone", officer.phone, { type: "tel" })}
        </div>
      </Section>
      <Section title="Social pages">
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL.map(([key, label]) => (
            <TextField key={key} label={label} name={`social.${key}`} defaultValue={shop.social[key] ?? ""} error={error(`social.${key}`)} type="url" />
          ))}
        </div>
        <p className="-mt-2 text-xs text-stone-500">The footer links each network the shop has a page on; the others are named without a link.</p>
      </Section>
      <Section title="Payments">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="cod.enabled" defaultChecked={shop.cod.enabled} className="h-4 w-4 accent-brand" />
          Take cash on delivery
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Cash on delivery fee (₹)", "cod.fee", String(shop.cod.fee), {
            inputMode: "decimal",
            hint: "Added to an order paid in cash; shown on every product page and in the cart before ordering.",
          })}
          {text("Largest order for cash on delivery (₹)", "cod.maxOrder", shop.cod.maxOrder === null ? null : String(shop.cod.maxOrder), {
            inputMode: "decimal",
            hint: "Empty: no limit.",
          })}
        </div>
        {list(
          "PIN codes without cash on delivery",
          "cod.blockedPins",
          shop.cod.blockedPins,
          "Whole PINs or their first digits, separated by commas. Shoppers there can still pay online.",
        )}
        {text("Refused parcels before no cash on delivery", "cod.maxRefused", String(shop.cod.maxRefused), {
          inputMode: "numeric",
          className: "sm:max-w-md",
          hint: "A shopper whose cash-on-delivery parcels came back this many times may only pay online; 0: no limit.",
        })}
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="cod.confirm.enabled" defaultChecked={shop.cod.confirm.enabled} className="h-4 w-4 accent-brand" />
          Ask the shopper to confirm a cash-on-delivery order before it is sent
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Confirm orders above (₹)", "cod.confirm.above", String(shop.cod.confirm.above), {
            inputMode: "decimal",
            hint: "0: every cash-on-delivery order. Sellers accept an order only once its shopper has confirmed.",
          })}
          {text("Time to confirm (hours)", "cod.confirm.hours", String(shop.cod.confirm.hours), {
            inputMode: "decimal",
            hint: "0.01 to 168; decimals allowed (0.01 is 36 seconds). Unconfirmed by then, the order is cancelled and its stock returned.",
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("UPI ID", "upi.vpa", shop.upi?.vpa ?? null, { hint: "e.g. yourshop@okaxis. Empty: UPI is not offered." })}
          {text("Payee name", "upi.payeeName", shop.upi?.payeeName ?? null, { hint: "The name shoppers' UPI apps show." })}
        </div>
        {text("Time to pay by UPI (minutes)", "paymentWindowMinutes", String(shop.paymentWindowMinutes), {
          inputMode: "numeric",
          hint: "An order not paid and confirmed by then is cancelled and its stock returned.",
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Discount for paying online (%)", "prepaid.percent", String(shop.prepaid.percent), {
            inputMode: "numeric",
            hint: "0 to 10, whole; 0: none. Taken off orders paid by UPI or Razorpay, after a coupon; checkout shows the saving beside each way to pay.",
          })}
          {text("Largest discount for paying online (₹)", "prepaid.max", String(shop.prepaid.max), {
            inputMode: "decimal",
            hint: "0: no cap.",
          })}
        </div>
      </Section>
      <Section title="Returns">
        {text("Return window (days)", "returns.windowDays", String(shop.returns.windowDays), {
          inputMode: "numeric",
          maxLength: 2,
          className: "sm:max-w-md",
          hint: "Days after delivery in which a shopper may ask to return an item, 0 to 90; 0: no returns. Shown on every product page.",
        })}
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="returns.exchange" defaultChecked={shop.returns.exchange} className="h-4 w-4 accent-brand" />
          Offer size exchanges
        </label>
        <p className="-mt-2 text-xs text-stone-500">A shopper may ask for another size in stock instead of a refund, within the same window.</p>
      </Section>
      <Section title="Reviews">
        {text("Ask for a review after (days)", "reviewPromptDays", String(shop.reviewPromptDays), {
          inputMode: "numeric",
          maxLength: 2,
          className: "sm:max-w-md",
          hint: "Days after delivery when the shopper gets one mail asking for a review of what they received, 0 to 60; 0: no such mail.",
        })}
      </Section>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Saving…" : "Save shop profile"}
      </Button>
    </form>
  );
}
