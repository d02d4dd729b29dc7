import { mobileSchema } from "../validation/address.ts";

// A shopper's mobile number is kept as its ten digits (the address rule, lib/validation/address.ts);
// WhatsApp and MSG91 both take it with India's country code and no plus.

/** `919876543210` for `9876543210`. */
export function internationalNumber(mobile: string): string {
  return `91${mobile}`;
}

/** The ten digits of a number as WhatsApp names it (`wa_id`, `from`), or null when it is not an Indian mobile. */
export function mobileFromInternational(number: string): string | null {
  const parsed = mobileSchema.safeParse(number.startsWith("91") && number.length === 12 ? `+${number}` : number);
  return parsed.success ? parsed.data : null;
}
