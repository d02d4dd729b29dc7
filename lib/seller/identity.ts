import { stateByCode } from "../places/states.ts";
import { gstinProblem } from "../shop/gstin.ts";

// Who a marketplace seller is for GST and income tax: a PAN always; a GSTIN when registered,
// which must be theirs (characters 3-12 are the holder's PAN) and of the state their business
// is in (its first two digits); or, unregistered, the enrolment number the GST portal grants
// on a PAN (notification 34/2023-Central Tax), which lets them sell within their own state only.

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
// The portal does not publish the enrolment number's layout: fifteen letters and digits, as issued.
const ENROLMENT_ID = /^[0-9A-Z]{15}$/;

export interface TaxIdentity {
  pan: string | null;
  gstin: string | null;
  enrolmentId: string | null;
  stateCode: string | null;
}

export type Complaints = Record<string, string[]>;

function describeCode(code: string): string {
  const state = stateByCode(code);
  return state ? `${state.name} (${code})` : code;
}

/** Why the identity does not hang together, by field (empty when it does). Fields not given yet are not complained about: completeness is asked separately. */
export function identityComplaints(identity: TaxIdentity): Complaints {
  const complaints: Complaints = {};
  const add = (field: string, message: string) => (complaints[field] ??= []).push(message);
  const { pan, gstin, enrolmentId, stateCode } = identity;
  if (pan && !PAN.test(pan)) add("pan", "a PAN: five letters, four digits, one letter (e.g. AAPFU0939F)");
  if (gstin && enrolmentId) add("enrolmentId", "give a GSTIN when registered, or an enrolment number when not: not both");
  if (enrolmentId && !ENROLMENT_ID.test(enrolmentId)) add("enrolmentId", "the enrolment number the GST portal issued: 15 letters and digits");
  if (gstin) {
    const problem = gstinProblem(gstin);
    if (problem) add("gstin", problem);
    else {
      if (stateCode && gstin.slice(0, 2) !== stateCode)
        add("gstin", `the GSTIN is registered in ${describeCode(gstin.slice(0, 2))}, the business's address is in ${describeCode(stateCode)}: they must agree`);
      if (pan && PAN.test(pan) && gstin.slice(2, 12) !== pan)
        add("gstin", `characters 3 to 12 of a GSTIN are its holder's PAN: this one's are ${gstin.slice(2, 12)}, not ${pan}`);
    }
  }
  return complaints;
}
