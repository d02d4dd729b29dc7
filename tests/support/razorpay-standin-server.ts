import { startRazorpayStandIn, STANDIN_KEYS } from "./razorpay-standin.ts";

// The Razorpay stand-in as a process of its own, for the browser tests (playwright.config.ts
// starts it beside the shop and gives the shop its address and keys): Checkout's script and
// the API on RAZORPAY_STANDIN_PORT until stopped.
const standIn = await startRazorpayStandIn(STANDIN_KEYS, Number(process.env.RAZORPAY_STANDIN_PORT));
console.log(`Razorpay stand-in on ${standIn.url}`);
const stop = () => void standIn.close().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
