"use client";

import { useRef, useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { StateSelect } from "@/components/seller/StateSelect";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import { useFocusFirstError } from "@/components/ui/useFocusFirstError";
import { api, toApiError, type ApiError } from "@/lib/stores/api";
import type { BusinessJson } from "@/lib/validation/responses";

const TOP = ["businessName", "legalName", "address", "city", "state", "pin", "gstin", "enrolmentId", "pan", "supportEmail", "supportPhone"] as const;
const OFFICER = ["name", "email", "phone"] as const;

const STATUS_TEXT: Record<BusinessJson["status"], string> = {
  incomplete: "Give every field below, then save, for the owner to approve.",
  pending: "It waits for the owner's approval. You are mailed when they decide.",
  approved: "Your products are shown and sold in your business's name.",
};

/** The PUT body: every field, an emptied one as null (the API clears it). */
function bodyOf(form: FormData) {
  const value = (name: string) => String(form.get(name) ?? "").trim() || null;
  return {
    ...Object.fromEntries(TOP.map((key) => [key, value(key)])),
    grievanceOfficer: Object.fromEntries(OFFICER.map((key) => [key, value(`grievanceOfficer.${key}`)])),
  };
}

/**
 * BUSINESS (a seller's, or the owner's for a seller): the business that sells in its own name
 * in a marketplace. Saves every field with PUT /api/seller/{userId}/business; the server checks
 * the GSTIN against the PAN and the state and names each field it refuses.
 */
export function BusinessForm({ business: initial }: { business: BusinessJson }) {
  const [business, setBusiness] = useState(initial);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, failure);
  const error = (name: string) => failure?.field(name);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setFailure(null);
    try {
      setBusiness(await api<BusinessJson>(`/api/seller/${business.userId}/business`, { method: "PUT", body: bodyOf(new FormData(event.currentTarget)) }));
      setSaved(true);
    } catch (caught) {
      setFailure(toApiError(caught));
    } finally {
      setBusy(false);
    }
  }

  const text = (label: string, name: string, value: string | null, props: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField label={label} name={name} defaultValue={value ?? ""} error={error(name)} {...props} />
  );
  const officer = business.grievanceOfficer;
  const declined = business.decision && !business.decision.approved ? business.decision : null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      <p data-testid="business-status" className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
        <span className="font-semibold capitalize">{business.status}.</span> {STATUS_TEXT[business.status]}
        {business.status === "incomplete" && business.missing.length > 0 && (
          <span className="block text-stone-600">Still missing: {business.missing.join(", ")}.</span>
        )}
        {declined?.note && <span className="block text-stone-600">The owner&apos;s note: {declined.note}</span>}
      </p>
      {saved && <Banner tone="success">Business saved.</Banner>}
      {failure && <Banner tone="error">{failure.message}</Banner>}
      <fieldset className="min-w-0 space-y-4 rounded-lg border border-stone-200 bg-white p-5">
        <legend className="px-1 text-sm font-bold uppercase tracking-wider text-stone-600">The business</legend>
        {text("Business name", "businessName", business.businessName, { hint: "Shoppers see “Sold by” this name." })}
        {text("Legal name", "legalName", business.legalName, { hint: "As registered for GST, or on the PAN card." })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("PAN", "pan", business.pan, { autoCapitalize: "characters", maxLength: 10, hint: "Five letters, four digits, a letter." })}
          {text("GSTIN", "gstin", business.gstin, {
            autoCapitalize: "characters",
            maxLength: 15,
            hint: "When registered: its first two digits are your state's code, the next ten your PAN.",
          })}
        </div>
        {text("Enrolment number (not registered under GST)", "enrolmentId", business.enrolmentId, {
          autoCapitalize: "characters",
          maxLength: 15,
          hint: "Instead of a GSTIN: the number the GST portal gave you for selling through e-commerce. You then deliver within your state only.",
        })}
      </fieldset>
      <fieldset className="min-w-0 space-y-4 rounded-lg border border-stone-200 bg-white p-5">
        <legend className="px-1 text-sm font-bold uppercase tracking-wider text-stone-600">Place of business</legend>
        <TextAreaField label="Address" name="address" defaultValue={business.address ?? ""} error={error("address")} />
        <div className="grid gap-4 sm:grid-cols-3">
          {text("City", "city", business.city)}
          <StateSelect value={business.state} error={error("state") ?? error("stateCode")} />
          {text("PIN code", "pin", business.pin, { inputMode: "numeric", maxLength: 6 })}
        </div>
      </fieldset>
      <fieldset className="min-w-0 space-y-4 rounded-lg border border-stone-200 bg-white p-5">
        <legend className="px-1 text-sm font-bold uppercase tracking-wider text-stone-600">Customer care and grievance officer</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Customer care e-mail", "supportEmail", business.supportEmail, { type: "email" })}
          {text("Customer care phone", "supportPhone", business.supportPhone, { type: "tel" })}
          {text("Grievance officer's name", "grievanceOfficer.name", officer.name)}
          {text("Officer's e-mail", "grievanceOfficer.email", officer.email, { type: "email" })}
          {text("Officer's phone", "grievanceOfficer.phone", officer.phone, { type: "tel" })}
        </div>
      </fieldset>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Saving…" : "Save business"}
      </Button>
    </form>
  );
}
