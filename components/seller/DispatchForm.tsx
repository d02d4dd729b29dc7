"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { describedBy, FieldFrame } from "@/components/ui/FieldFrame";
import { TextField } from "@/components/ui/TextField";
import { useFocusFirstError } from "@/components/ui/useFocusFirstError";
import { awbFormatProblem } from "@/lib/delivery/awb-format";
import { CARRIERS } from "@/lib/shared/carriers";
import type { SellerOrderLineJson } from "@/lib/api-json/orders";
import { api, toApiError, type ApiError } from "@/lib/stores/api";

const OTHER = "other";

/**
 * DISPATCH: the seller's accepted items of one order go out as one parcel (PUT
 * /api/order/ship/{orderId}): which items, the carrier from the shop's list (or another,
 * named, with its tracking address), and the AWB. The server makes a known carrier's tracking
 * link from the AWB and mails the shopper. An AWB not of the chosen courier's form
 * (lib/delivery/awb-format.ts) is pointed out under the field as it is typed, and the server
 * refuses it; a seller whose courier gives other numbers picks "Another carrier" with its link.
 */
export function DispatchForm({ orderId, lines }: { orderId: string; lines: SellerOrderLineJson[] }) {
  const router = useRouter();
  const [carrier, setCarrier] = useState(CARRIERS[0].id);
  const [awb, setAwb] = useState("");
  const [failure, setFailure] = useState<ApiError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, failure);
  const [busy, setBusy] = useState(false);
  const error = (name: string) => failure?.field(name);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "").trim();
    setBusy(true);
    setFailure(null);
    try {
      await api(`/api/order/ship/${orderId}`, {
        method: "PUT",
        body: {
          lineIds: form.getAll("lineIds").map(String),
          carrier: carrier === OTHER ? value("otherCarrier") : carrier,
          awb: value("awb"),
          ...(value("trackingUrl") ? { trackingUrl: value("trackingUrl") } : {}),
        },
      });
      router.refresh();
    } catch (caught) {
      setFailure(toApiError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="dispatch"
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm"
    >
      <h2 id="dispatch" className="font-semibold">
        Dispatch a parcel
      </h2>
      {failure && <Banner tone="error">{failure.message}</Banner>}
      <fieldset className="space-y-1">
        <legend className="mb-1 text-stone-600">Items in the parcel</legend>
        {lines.map((line) => (
          <label key={line._id} className="flex items-center gap-2">
            <input type="checkbox" name="lineIds" value={line._id} defaultChecked className="size-4 accent-brand" />
            {line.productId.title}
            {line.size && `, size ${line.size}`} × {line.quantity}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldFrame inputId="field-carrier" label="Carrier" error={error("carrier")}>
          <select
            id="field-carrier"
            value={carrier}
            onChange={(event) => {
              setCarrier(event.target.value);
              // A refusal was of the number for the courier chosen then: the hint now speaks for the new pair.
              setFailure(null);
            }}
            aria-describedby={describedBy("field-carrier", error("carrier"))}
            className="h-10 w-full min-w-0 rounded-md border border-stone-300 bg-white px-2 text-base"
          >
            {CARRIERS.map((known) => (
              <option key={known.id} value={known.id}>
                {known.name}
              </option>
            ))}
            <option value={OTHER}>Another carrier…</option>
          </select>
        </FieldFrame>
        <TextField
          label="AWB (tracking number)"
          name="awb"
          autoCapitalize="characters"
          value={awb}
          onChange={(event) => {
            setAwb(event.target.value);
            setFailure(null);
          }}
          error={error("awb")}
          hint={awbFormatProblem(carrier, awb) ?? undefined}
          required
        />
        {carrier === OTHER && <TextField label="Carrier's name" name="otherCarrier" error={error("carrier")} required />}
        <TextField
          label={carrier === OTHER ? "Tracking link" : "Tracking link (optional)"}
          name="trackingUrl"
          type="url"
          error={error("trackingUrl")}
          hint={carrier === OTHER ? "The carrier's page for this parcel." : "Made from the AWB when left empty."}
        />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Dispatching…" : "Dispatch"}
      </Button>
    </form>
  );
}
