import type { PaymentMethod } from "../generated/prisma/enums.ts";

/** Each way to pay's name among the checkout's words (lib/i18n/messages, checkout): the form's and the placed mail's. */
export const METHOD_WORDS = { cod: "methodCod", upi: "methodUpi", razorpay: "methodRazorpay" } as const satisfies Record<PaymentMethod, string>;
