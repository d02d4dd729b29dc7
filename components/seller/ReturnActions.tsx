"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { describedBy, FieldFrame } from "@/components/ui/FieldFrame";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import { CARRIERS } from "@/lib/shared/carriers";
import { api, toApiError, type ApiError } from "@/lib/stores/api";
import type { ReturnJson } from "@/lib/validation/responses";

type Move = { status: ReturnJson["status"]; carrier?: string; awb?: string; reference?: string; note?: string };

/** One call of PUT /api/return/{returnId}; the page's data is read again after it, the error stays on the form. */
function useMove(returnId: string) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  async function move(body: Move) {
    setBusy(true);
    setFailure(null);
    try {
      await api(`/api/return/${returnId}`, { method: "PUT", body });
      router.refresh();
    } catch (caught) {
      setFailure(toApiError(caught));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, move, error: (name: string) => failure?.field(name) };
}

const formClass = "space-y-4 rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm";
const value = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** Approve or reject a requested return; an approved one not yet picked up can still be rejected (`approve` false). */
function Decide({ returnId, kind, approve }: { returnId: string; kind: ReturnJson["kind"]; approve: boolean }) {
  const { busy, failure, move, error } = useMove(returnId);
  const [decision, setDecision] = useState<"approved" | "rejected">("approved");
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button pressed says which; Enter in the note approves, the first button.
    const pressed = !approve || (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "rejected" ? "rejected" : "approved";
    setDecision(pressed);
    const note = value(new FormData(event.currentTarget), "note");
    return move({ status: pressed, ...(note ? { note } : {}) });
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="decide" className={formClass}>
      <h2 id="decide" className="font-semibold">
        {approve ? "Approve or reject" : "Reject instead"}
      </h2>
      {failure && <Banner tone="error">{failure.message}</Banner>}
      <TextAreaField
        label="Note to the shopper"
        name="note"
        maxLength={500}
        error={error("note")}
        hint={`${approve ? "Optional when approving; say" : "Say"} why when rejecting.${kind === "exchange" ? " Rejecting an exchange gives its new size's units back to stock." : ""}`}
      />
      <div className="flex flex-wrap gap-3">
        {approve && (
          <Button type="submit" value="approved" disabled={busy}>
            {busy && decision === "approved" ? "Approving…" : "Approve"}
          </Button>
        )}
        <Button type="submit" value="rejected" variant={approve ? "danger" : "secondary"} disabled={busy}>
          {busy && decision === "rejected" ? "Rejecting…" : "Reject"}
        </Button>
      </div>
    </form>
  );
}

function PickedUp({ returnId }: { returnId: string }) {
  const { busy, failure, move, error } = useMove(returnId);
  const [carrier, setCarrier] = useState(CARRIERS[0].id);
  const other = carrier === "other";
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // A known carrier by its name, as the timeline and the shopper's mail then say it.
    const named = other ? value(form, "otherCarrier") : (CARRIERS.find((known) => known.id === carrier)?.name ?? carrier);
    return move({ status: "picked_up", carrier: named, awb: value(form, "awb") });
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="pickup" className={formClass}>
      <h2 id="pickup" className="font-semibold">
        Picked up
      </h2>
      <p className="text-stone-600">Once the courier has collected the item from the shopper: who carries it back, and its AWB.</p>
      {failure && <Banner tone="error">{failure.message}</Banner>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldFrame inputId="field-return-carrier" label="Carrier" error={other ? undefined : error("carrier")}>
          <select
            id="field-return-carrier"
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
            aria-describedby={describedBy("field-return-carrier", other ? undefined : error("carrier"))}
            className="h-10 w-full min-w-0 rounded-md border border-stone-300 bg-white px-2 text-base"
          >
            {CARRIERS.map((known) => (
              <option key={known.id} value={known.id}>
                {known.name}
              </option>
            ))}
            <option value="other">Another carrier…</option>
          </select>
        </FieldFrame>
        <TextField label="AWB (tracking number)" name="awb" id="field-return-awb" autoCapitalize="characters" error={error("awb")} required />
        {other && <TextField label="Carrier's name" name="otherCarrier" id="field-return-other" error={error("carrier")} required />}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : "Mark picked up"}
      </Button>
    </form>
  );
}

function OneStep({
  returnId,
  status,
  title,
  text,
  button,
  busyText,
}: {
  returnId: string;
  status: Move["status"];
  title: string;
  text: string;
  button: string;
  busyText: string;
}) {
  const { busy, failure, move } = useMove(returnId);
  return (
    <section aria-labelledby={`step-${status}`} className={formClass}>
      <h2 id={`step-${status}`} className="font-semibold">
        {title}
      </h2>
      <p className="text-stone-600">{text}</p>
      {failure && <Banner tone="error">{failure.message}</Banner>}
      <Button disabled={busy} onClick={() => void move({ status })}>
        {busy ? busyText : button}
      </Button>
    </section>
  );
}

function Refunded({ returnId, refund, refundTo, razorpay }: { returnId: string; refund: string; refundTo: string | null; razorpay: boolean }) {
  const { busy, failure, move, error } = useMove(returnId);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    return move({ status: "refunded", reference: value(new FormData(event.currentTarget), "reference") });
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="refund" className={formClass}>
      <h2 id="refund" className="font-semibold">
        Refund
      </h2>
      <p className="text-stone-600">
        {razorpay
          ? `${refund} goes back to the shopper's payment through Razorpay; the return shows Refunded once Razorpay confirms it. Record a reference here only if Razorpay refused the refund and you sent the money another way.`
          : `Send ${refund} ${refundTo ? `to ${refundTo}` : "back to the shopper's payment"}, then record the transfer's reference.`}
      </p>
      {failure && <Banner tone="error">{failure.message}</Banner>}
      <TextField
        label="Reference of the transfer (UTR)"
        name="reference"
        id="field-return-reference"
        error={error("reference")}
        required
        className="max-w-sm"
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : "Mark refunded"}
      </Button>
    </form>
  );
}

/**
 * What the seller (or the owner) can do with a return in its present state, each through PUT
 * /api/return/{returnId}: approve or reject it, record the pickup, its arrival, the refund's reference
 * (a return; a Razorpay payment's refund goes through Razorpay by itself) or the exchange (the new size then waits on
 * the order's page to be dispatched).
 */
export function ReturnActions({ ret, refund, razorpay }: { ret: Pick<ReturnJson, "id" | "kind" | "status" | "refundTo">; refund: string; razorpay: boolean }) {
  switch (ret.status) {
    case "requested":
      return <Decide returnId={ret.id} kind={ret.kind} approve />;
    case "approved":
      return (
        <div className="grid gap-4 md:grid-cols-2">
          <PickedUp returnId={ret.id} />
          <Decide returnId={ret.id} kind={ret.kind} approve={false} />
        </div>
      );
    case "picked_up":
      return (
        <OneStep
          returnId={ret.id}
          status="received"
          title="Received"
          text="When the item is back with you and as the shopper described it: its units go back into stock."
          button="Mark received"
          busyText="Saving…"
        />
      );
    case "received":
      return ret.kind === "exchange" ? (
        <OneStep
          returnId={ret.id}
          status="exchanged"
          title="Send the new size"
          text="The new size becomes an item of the order, accepted and free for the shopper, ready to dispatch from the order's page."
          button="Mark exchanged"
          busyText="Saving…"
        />
      ) : (
        <Refunded returnId={ret.id} refund={refund} refundTo={ret.refundTo} razorpay={razorpay} />
      );
    default:
      return null;
  }
}
