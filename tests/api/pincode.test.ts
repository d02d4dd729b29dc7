import { describe, expect, it } from "vitest";
import { pincodeJsonSchema } from "@/lib/validation/responses";
import { call, expectError, expectOk } from "./client.ts";

// GET /api/pincode/{pin} (docs/api.md, Addresses): anyone; the data set is lib/places/PINCODE-DATA.md's.

describe("GET /api/pincode/{pin}", () => {
  it("places real PINs of several states and union territories, with their GST state codes", async () => {
    const expected = [
      ["560001", "Bengaluru", "Karnataka", "29"],
      ["400001", "Mumbai", "Maharashtra", "27"],
      ["600001", "Chennai", "Tamil Nadu", "33"],
      ["700001", "Kolkata", "West Bengal", "19"],
      ["226001", "Lucknow", "Uttar Pradesh", "09"],
      ["781001", "Kamrup", "Assam", "18"],
      ["160017", "Chandigarh", "Chandigarh", "04"],
      ["194101", "Leh", "Ladakh", "38"],
    ];
    for (const [pin, district, state, stateCode] of expected) {
      const answer = await call("GET", `/api/pincode/${pin}`);
      expect(expectOk(answer, 200, pincodeJsonSchema)).toEqual({ pin, district, state, stateCode, serviceable: true });
      expect(answer.headers.get("cache-control")).toBe("public, max-age=300");
    }
  });

  it("is 404 for a PIN of the right shape that no post office has", async () => {
    const answer = await call("GET", "/api/pincode/999999");
    expectError(answer, 404);
    expect(answer.body.error.message).toContain("999999");
  });

  it("is 400, naming pin, for what cannot be a PIN", async () => {
    for (const pin of ["000000", "056001", "56001", "5600011", "abcdef", "56%2000"]) expectError(await call("GET", `/api/pincode/${pin}`), 400, "pin");
  });

  it("takes only GET", async () => {
    expect((await call("POST", "/api/pincode/560001", { body: {} })).status).toBe(405);
  });
});
