import { findCarrier } from "../shared/carriers.ts";

// The forms of AWB (waybill) numbers where a courier's is fixed and public, so that a number
// mistyped at dispatch is caught before the shopper's tracking link finds nothing:
// - Delhivery: 13 or 14 digits (its waybills as its tracking page and API take them);
// - Blue Dart: 11 digits (a Blue Dart waybill number);
// - India Post: the Universal Postal Union's S10 article number, two letters, nine digits and
//   "IN" (EE123456789IN), as every Indian registered, Speed Post or parcel article carries.
// Other couriers give numbers of several forms, so any is taken; so is any carrier's number
// through the API, whose clients (the specification's among them) may know better.

interface AwbForm {
  pattern: RegExp;
  /** What the number should look like, said to the seller. */
  says: string;
}

const FORMS: Record<string, AwbForm> = {
  delhivery: { pattern: /^\d{13,14}$/, says: "A Delhivery AWB has 13 or 14 digits." },
  bluedart: { pattern: /^\d{11}$/, says: "A Blue Dart AWB has 11 digits." },
  indiapost: { pattern: /^[A-Z]{2}\d{9}IN$/, says: "An India Post article number has two letters, nine digits and IN, such as EE123456789IN." },
};

/**
 * What is wrong with an AWB for the chosen carrier, as a sentence for the seller, or null when
 * it has the carrier's form, the carrier has none, or nothing is typed yet. Spaces are no fault.
 */
export function awbFormatProblem(carrier: string, awb: string): string | null {
  const form = FORMS[findCarrier(carrier)?.id ?? ""];
  const number = awb.replace(/\s+/g, "").toUpperCase();
  if (!form || !number || form.pattern.test(number)) return null;
  return `${form.says} Check the number, or the shopper's tracking link will not find the parcel.`;
}
