import { describe, expect, it } from "vitest";
import { identityComplaints } from "./identity";

const registered = { pan: "AAPFU0939F", gstin: "27AAPFU0939F1ZV", enrolmentId: null, stateCode: "27" };

describe("a seller's tax identity", () => {
  it("accepts a GSTIN of the business's state whose characters 3-12 are its PAN", () => {
    expect(identityComplaints(registered)).toEqual({});
  });

  it("refuses a GSTIN of another state than the address's", () => {
    expect(identityComplaints({ ...registered, stateCode: "29" }).gstin).toEqual([
      "the GSTIN is registered in Maharashtra (27), the business's address is in Karnataka (29): they must agree",
    ]);
  });

  it("refuses a GSTIN of another PAN", () => {
    expect(identityComplaints({ ...registered, pan: "AAGCB7383J" }).gstin).toEqual([
      "characters 3 to 12 of a GSTIN are its holder's PAN: this one's are AAPFU0939F, not AAGCB7383J",
    ]);
  });

  it("refuses a GSTIN whose check character is wrong, before comparing it", () => {
    expect(identityComplaints({ ...registered, gstin: "27AAPFU0939F1ZW" }).gstin).toEqual([
      "the check character (the last one) does not match: a character is mistyped",
    ]);
  });

  it("refuses a PAN of the wrong form", () => {
    for (const pan of ["AAPFU0939", "AAPF10939F", "aapfu0939f", "AAPFU09391"]) expect(identityComplaints({ ...registered, pan }).pan, pan).toHaveLength(1);
  });

  it("takes an enrolment number instead of a GSTIN, never both", () => {
    const unregistered = { pan: "AAPFU0939F", gstin: null, enrolmentId: "EN2711AAPFU0939", stateCode: "27" };
    expect(identityComplaints(unregistered)).toEqual({});
    expect(identityComplaints({ ...unregistered, enrolmentId: "EN27" }).enrolmentId).toHaveLength(1);
    expect(identityComplaints({ ...unregistered, gstin: registered.gstin }).enrolmentId).toEqual([
      "give a GSTIN when registered, or an enrolment number when not: not both",
    ]);
  });
});
