import { razorpayConfig } from "../config.ts";
import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import type { Shop } from "../generated/prisma/client.ts";
import type { UpiPayee } from "../shared/upi.ts";

// The shop's payment settings (columns of the Shop row, edited with the rest of the profile
// through PUT /api/shop): cash on delivery and its terms, the UPI ID, the payment window; and
// whether Razorpay is set up, which the server's environment says.

export interface PaymentSettings {
  codEnabled: boolean;
  codFeePaise: number;
  /** The largest order total cash on delivery takes; null: no limit. */
  codMaxPaise: number | null;
  /** null: UPI not offered. */
  upi: UpiPayee | null;
  paymentWindowMinutes: number;
  /** Razorpay's three keys are set (lib/config.ts): cards, UPI and netbanking through it. */
  razorpay: boolean;
}

type PaymentColumns = Pick<Shop, "codEnabled" | "codFeePaise" | "codMaxPaise" | "upiVpa" | "upiPayeeName" | "paymentWindowMinutes">;

/** The defaults of a shop whose profile row does not exist yet (the columns' defaults). */
const DEFAULTS: PaymentColumns = { codEnabled: true, codFeePaise: 0, codMaxPaise: null, upiVpa: null, upiPayeeName: null, paymentWindowMinutes: 30 };

export function paymentSettingsOf(shop: PaymentColumns | null): PaymentSettings {
  const s = shop ?? DEFAULTS;
  return {
    codEnabled: s.codEnabled,
    codFeePaise: s.codFeePaise,
    codMaxPaise: s.codMaxPaise,
    upi: s.upiVpa && s.upiPayeeName ? { vpa: s.upiVpa, payeeName: s.upiPayeeName } : null,
    paymentWindowMinutes: s.paymentWindowMinutes,
    razorpay: razorpayConfig() !== null,
  };
}

/** The settings as stored now, or as the caller's transaction sees them. */
export async function readPaymentSettings(db: Tx = prisma): Promise<PaymentSettings> {
  return paymentSettingsOf(await db.shop.findUnique({ where: { id: 1 } }));
}
