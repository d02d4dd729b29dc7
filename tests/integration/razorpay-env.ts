import { vi } from "vitest";
import { startRazorpayStandIn, type RazorpayStandIn, type StandInKeys } from "../support/razorpay-standin.ts";

// The shop configured for Razorpay against the local stand-in, for a test file's beforeAll
// (the keys as RAZORPAY_* variables, the API base the stand-in's address), and undone after.

export async function useRazorpayStandIn(keys: StandInKeys): Promise<RazorpayStandIn> {
  const standIn = await startRazorpayStandIn(keys);
  vi.stubEnv("RAZORPAY_KEY_ID", keys.keyId);
  vi.stubEnv("RAZORPAY_KEY_SECRET", keys.keySecret);
  vi.stubEnv("RAZORPAY_WEBHOOK_SECRET", keys.webhookSecret);
  vi.stubEnv("RAZORPAY_API_BASE", standIn.url);
  return standIn;
}

export async function stopRazorpayStandIn(standIn: RazorpayStandIn): Promise<void> {
  vi.unstubAllEnvs();
  await standIn.close();
}
