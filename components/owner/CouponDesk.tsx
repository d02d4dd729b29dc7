"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { FieldFrame } from "@/components/ui/FieldFrame";
import { TextField } from "@/components/ui/TextField";
import { formatRupeeAmount } from "@/lib/money";
import { api, toApiError, type ApiError } from "@/lib/stores/api";
import { indianLocalInput, isoOfIndianLocal } from "@/lib/text/indian-time";
import type { CouponJson } from "@/lib/validation/coupons";

// The owner's coupons (issue 43, docs/product.md, Seller console): the form makes a coupon or
// changes one (POST /api/coupon, PUT /api/coupon/{code}); each coupon shows its terms and what
// it did, with Edit and End (DELETE /api/coupon/{code}, kept for the records).

const whenText = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** What a coupon gives, as the cart's "Offers for you" words it. */
function termsText(coupon: CouponJson): string {
  const off =
    coupon.kind === "percent"
      ? `${coupon.value}% off${coupon.maxDiscount !== null ? ` up to ${formatRupeeAmount(coupon.maxDiscount)}` : ""}`
      : `${formatRupeeAmount(coupon.value)} off`;
  const parts = [off, coupon.minOrder > 0 ? `on orders of ${formatRupeeAmount(coupon.minOrder)} and above` : null];
  if (coupon.categories.length) parts.push(`on ${coupon.categories.join(", ")}`);
  if (coupon.firstOrderOnly) parts.push("first order only");
  if (coupon.prepaidOnly) parts.push("paying online only");
  return parts.filter(Boolean).join(", ");
}

function stateText(coupon: CouponJson, now: number): string {
  if (coupon.ended || (coupon.endsAt && Date.parse(coupon.endsAt) <= now)) return "Ended";
  if (coupon.startsAt && Date.parse(coupon.startsAt) > now) return `Starts ${whenText(coupon.startsAt)}`;
  return coupon.endsAt ? `On until ${whenText(coupon.endsAt)}` : "On";
}

/** The form's fields as the API takes them; optional ones left empty are null (on an edit, that clears them). */
function bodyOf(form: FormData, creating: boolean): Record<string, unknown> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const numberOrNull = (name: string) => (text(name) ? Number(text(name)) : null);
  return {
    ...(creating ? { code: text("code") } : {}),
    description: text("description"),
    kind: text("kind"),
    value: text("value"),
    maxDiscount: text("kind") === "percent" ? text("maxDiscount") || null : null,
    minOrder: text("minOrder") || "0",
    startsAt: isoOfIndianLocal(text("startsAt")),
    endsAt: isoOfIndianLocal(text("endsAt")),
    totalUses: numberOrNull("totalUses"),
    perShopperUses: numberOrNull("perShopperUses") ?? 1,
    categories: text("categories")
      .split(",")
      .map((c) => c.trim())
      .filter(Boolean),
    firstOrderOnly: form.get("firstOrderOnly") === "on",
    prepaidOnly: form.get("prepaidOnly") === "on",
    public: form.get("public") === "on",
  };
}

function CouponForm({ editing, onDone }: { editing: CouponJson | null; onDone: (message: string) => void }) {
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState(editing?.kind ?? "percent");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setError(null);
    try {
      const body = bodyOf(new FormData(form), editing === null);
      const saved = editing
        ? await api<CouponJson>(`/api/coupon/${editing.code}`, { method: "PUT", body })
        : await api<CouponJson>("/api/coupon", { method: "POST", body });
      if (!editing) form.reset();
      router.refresh();
      onDone(editing ? `${saved.code} is changed.` : `${saved.code} is made.`);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string) => error?.field(name);
  return (
    <form
      key={editing?.code ?? "new"}
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-4"
      aria-label={editing ? `Edit ${editing.code}` : "New coupon"}
    >
      <h2 className="text-lg font-semibold">{editing ? `Edit ${editing.code}` : "New coupon"}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {!editing && (
          <TextField label="Code" name="code" required autoCapitalize="characters" hint="4 to 20 letters and digits, e.g. DIWALI10" error={field("code")} />
        )}
        <TextField
          label="Description"
          name="description"
          required
          defaultValue={editing?.description}
          error={field("description")}
          hint="What shoppers read under the code"
        />
        <FieldFrame inputId="coupon-kind" label="Kind">
          <select
            id="coupon-kind"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as CouponJson["kind"])}
            className="h-10 rounded-md border border-stone-300 bg-white px-3 text-base"
          >
            <option value="percent">Percent off</option>
            <option value="flat">Rupees off</option>
          </select>
        </FieldFrame>
        <TextField
          label={kind === "percent" ? "Percent off" : "Rupees off (₹)"}
          name="value"
          type="number"
          min={kind === "percent" ? "1" : "0.01"}
          max={kind === "percent" ? "90" : undefined}
          step={kind === "percent" ? "1" : "0.01"}
          required
          defaultValue={editing?.value}
          error={field("value")}
        />
        {kind === "percent" && (
          <TextField
            label="Largest discount (₹)"
            name="maxDiscount"
            type="number"
            min="0"
            step="0.01"
            defaultValue={editing?.maxDiscount ?? ""}
            error={field("maxDiscount")}
            hint="Optional"
          />
        )}
        <TextField
          label="Smallest order (₹)"
          name="minOrder"
          type="number"
          min="0"
          step="0.01"
          defaultValue={editing?.minOrder ?? 0}
          error={field("minOrder")}
          hint="On the items after the 2% discount"
        />
        <TextField
          label="Starts (Indian time)"
          name="startsAt"
          type="datetime-local"
          defaultValue={indianLocalInput(editing?.startsAt ?? null)}
          error={field("startsAt")}
          hint="Empty: now"
        />
        <TextField
          label="Ends (Indian time)"
          name="endsAt"
          type="datetime-local"
          defaultValue={indianLocalInput(editing?.endsAt ?? null)}
          error={field("endsAt")}
          hint="Empty: until you end it"
        />
        <TextField
          label="Uses in all"
          name="totalUses"
          type="number"
          min="1"
          step="1"
          defaultValue={editing?.totalUses ?? ""}
          error={field("totalUses")}
          hint="Empty: no limit"
        />
        <TextField
          label="Uses per shopper"
          name="perShopperUses"
          type="number"
          min="1"
          step="1"
          defaultValue={editing?.perShopperUses ?? 1}
          error={field("perShopperUses")}
        />
        <TextField
          label="Categories"
          name="categories"
          defaultValue={editing?.categories.join(", ") ?? ""}
          error={field("categories")}
          hint="Comma-separated; empty: every product"
        />
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <legend className="sr-only">Who may use it</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="public" defaultChecked={editing?.public ?? true} className="size-4" /> Shown in “Offers for you”
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="firstOrderOnly" defaultChecked={editing?.firstOrderOnly ?? false} className="size-4" /> First order only
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="prepaidOnly" defaultChecked={editing?.prepaidOnly ?? false} className="size-4" /> Paying online only
        </label>
      </fieldset>
      {error && <Banner tone="error">{error.message}</Banner>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : editing ? "Save changes" : "Make the coupon"}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={() => onDone("")}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

export function CouponDesk({ coupons, now }: { coupons: CouponJson[]; now: number }) {
  const [editing, setEditing] = useState<CouponJson | null>(null);
  const [message, setMessage] = useState("");
  return (
    <div className="space-y-6">
      {message && <Banner tone="success">{message}</Banner>}
      <CouponForm
        editing={editing}
        onDone={(done) => {
          setEditing(null);
          setMessage(done);
        }}
      />
      {coupons.length === 0 ? (
        <p className="text-sm text-stone-600">No coupons yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Coupons">
          {coupons.map((coupon) => (
            <li
              key={coupon.code}
              data-coupon={coupon.code}
              className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-mono text-lg font-bold">{coupon.code}</p>
                <p className="text-sm wrap-anywhere">{coupon.description}</p>
                <p className="text-sm text-stone-600">{termsText(coupon)}</p>
                <p className="text-sm text-stone-600">
                  {stateText(coupon, now)}
                  {coupon.public ? "" : " · not listed"}
                </p>
                <p className="text-sm tabular-nums" data-testid="coupon-figures">
                  Uses <strong>{coupon.uses}</strong>
                  {coupon.totalUses !== null && ` of ${coupon.totalUses}`} · Discount given <strong>{formatRupeeAmount(coupon.discountGiven)}</strong> · Sales{" "}
                  <strong>{formatRupeeAmount(coupon.sales)}</strong>
                </p>
              </div>
              {!coupon.ended && (
                <div className="flex shrink-0 gap-2">
                  <Button variant="secondary" size="sm" aria-label={`Edit ${coupon.code}`} onClick={() => (setEditing(coupon), setMessage(""))}>
                    Edit
                  </Button>
                  <ConfirmDialog
                    trigger={{ className: buttonClasses("danger", "sm"), label: `End ${coupon.code}`, children: "End" }}
                    title={`End ${coupon.code}?`}
                    description="It can no longer be applied from now on; carts holding it lose it at checkout. Its orders and figures stay."
                    keep="Keep it on"
                    action="End it"
                    busy="Ending…"
                    onConfirm={() => api(`/api/coupon/${coupon.code}`, { method: "DELETE" })}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
