"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import type { CartItemJson } from "@/lib/cart/cart";
import type { OrderJson } from "@/lib/orders/json";
import { formatRupeeAmount, paiseToRupees } from "@/lib/money";
import { orderPath } from "@/lib/orders/paths";
import { api, toApiError } from "@/lib/stores/api";
import { clearCart, refreshCart } from "@/lib/stores/cart";
import { flash } from "@/lib/stores/flash";
import { useLogin } from "@/lib/stores/login";
import { addressSchema } from "@/lib/validation/orders";
import { summarizeLines } from "@/lib/cart/summary";

type Field = "name" | "mobile" | "address" | "pin";
type FieldErrors = Partial<Record<Field, string>>;

// Clear words for the two checks that protect delivery (issue 4: 10-digit mobile, 6-digit PIN).
const MESSAGES: Record<Field, string> = {
  name: "Enter the name of the person receiving the order.",
  mobile: "Enter a 10-digit mobile number.",
  address: "Enter the delivery address.",
  pin: "Enter a 6-digit PIN code.",
};

/** One key per checkout, so a retried Confirm Order never places the order twice. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Add Address (spec §2): places the order, clears the cart and goes to / where the
 * confirmation is shown.
 */
export function AddressForm({ lines }: { lines: CartItemJson[] }) {
  const router = useRouter();
  const userId = useLogin((state) => state.userId);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = summarizeLines(lines);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const form = new FormData(event.currentTarget);
    const parsed = addressSchema.safeParse(Object.fromEntries(["name", "mobile", "address", "pin"].map((f) => [f, String(form.get(f) ?? "")])));
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] = MESSAGES[issue.path[0] as Field];
      setErrors(found);
      return;
    }
    setErrors({});
    if (!userId) {
      setFailure("Please log in again to place your order.");
      return;
    }
    setBusy(true);
    try {
      const order = await api<OrderJson>(`/api/order/add/${userId}`, {
        method: "POST",
        headers: { "Idempotency-Key": idempotencyKey },
        body: {
          address: parsed.data,
          total: paiseToRupees(summary.totalPaise),
          len: lines.length,
          items: lines.map((line) => ({ productId: line.productId.id, quantity: line.quantity, size: line.size })),
        },
      });
      await clearCart().catch(() => refreshCart());
      flash(
        `Thank you, your order has been placed. Order ${order.id}: ${order.len} ${order.len === 1 ? "item" : "items"} for ${formatRupeeAmount(order.total, { exact: true })}, cash on delivery.`,
        "/",
        { href: orderPath(order.id), label: "View your order" },
      );
      router.push("/");
    } catch (error) {
      const failure = toApiError(error);
      // No answer may still mean a placed order; the retry's Idempotency-Key makes it place once.
      setFailure(failure.unanswered ? "Your order could not be placed. Please try again." : failure.message);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && <Banner tone="error">{failure}</Banner>}
      <TextField label="Name" name="name" autoComplete="name" error={errors.name} required />
      <TextField label="Mobile No" name="mobile" type="tel" inputMode="numeric" autoComplete="tel-national" error={errors.mobile} required />
      <TextAreaField label="Address" name="address" autoComplete="street-address" error={errors.address} required />
      <TextField label="Pincode" name="pin" inputMode="numeric" autoComplete="postal-code" maxLength={6} error={errors.pin} required />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Placing order…" : "Confirm Order"}
      </Button>
    </form>
  );
}
