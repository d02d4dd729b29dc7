import { beforeAll, describe, expect, inject, it } from "vitest";
import { businessJsonSchema, commissionJsonSchema, payoutJsonSchema, statementJsonSchema } from "@/lib/validation/responses";
import { gstinOf, KALA } from "../fixtures/business.ts";
import { baseUrl, call, expectError, expectOk, ownShopOwner, signUp } from "./client.ts";

// A seller's business over HTTP (issue 45, point 2): who may read and change it, and the
// checks' answers in the API's shape. Switching a shop to a marketplace is shop-wide, so what
// a marketplace refuses (seller_business_incomplete, seller_intrastate_only) is tested on a
// database of its own (tests/integration/marketplace.test.ts) and in the browser after every
// other test (tests/e2e/marketplace.spec.ts).

// The shared server's first seller becomes its owner, who may read every seller's business and
// statement: sign one up before any test's seller, so that a test's "another seller" is never the
// owner when this file runs alone on a fresh server.
beforeAll(async () => {
  await signUp(true);
});

describe("/api/seller/{userId}/business", () => {
  it("is that seller's: no token 401, a shopper and another seller 403, an account that is no seller 404 to the seller", async () => {
    const seller = await signUp(true);
    const other = await signUp(true);
    const shopper = await signUp();
    const path = `/api/seller/${seller.id}/business`;
    expectError(await call("GET", path), 401);
    expectError(await call("GET", path, { token: shopper.token }), 403);
    expectError(await call("GET", path, { token: other.token }), 403);
    expectError(await call("PUT", path, { token: other.token, body: { businessName: "Taken over" } }), 403);
    expectError(await call("PUT", `/api/seller/${seller.id}/business/approval`, { token: seller.token, body: { approve: true } }), 403);
    expect(expectOk(await call("GET", path, { token: seller.token }), 200, businessJsonSchema)).toMatchObject({ businessName: null, status: "incomplete" });
  });

  it("saves a complete business as pending, and answers every complaint at once, naming the fields", async () => {
    const seller = await signUp(true);
    const path = `/api/seller/${seller.id}/business`;
    const refused = await call("PUT", path, { token: seller.token, body: { ...KALA, gstin: gstinOf("29", "AAPFU0939F"), pan: "AAKC1234F" } });
    expectError(refused, 400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(["gstin", "pan"]);
    expect(refused.body.error.fields.gstin[0]).toMatch(/registered in Karnataka \(29\)/);
    expectError(
      await call("PUT", path, { token: seller.token, body: { ...KALA, gstin: `${KALA.gstin.slice(0, 14)}${KALA.gstin[14] === "A" ? "B" : "A"}` } }),
      400,
      "gstin",
    );
    expectError(await call("PUT", path, { token: seller.token, body: { ...KALA, enrolmentId: "EN2711AAKCK1234" } }), 400, "enrolmentId");
    expectError(await call("PUT", path, { token: seller.token, body: { ...KALA, pin: "560001" } }), 400, "pin");
    expectError(await call("PUT", path, { token: seller.token, body: { supportPhone: "12" } }), 400, "supportPhone");
    expectError(await call("PUT", path, { token: seller.token, body: {} }), 400);
    expectError(await call("PUT", path, { token: seller.token, body: { owner: true } }), 400);

    const saved = expectOk(await call("PUT", path, { token: seller.token, body: { ...KALA, gstin: KALA.gstin.toLowerCase() } }), 200, businessJsonSchema);
    expect(saved).toMatchObject({ status: "pending", missing: [], registered: true, gstin: KALA.gstin, stateCode: "27", decision: null });
    expect(expectOk(await call("GET", path, { token: seller.token }), 200, businessJsonSchema)).toEqual(saved);
  });
});

describe("a seller's statement, commission and payouts", () => {
  it("the statement is that seller's or the owner's: no token 401, a shopper and another seller 403; a month as YYYY-MM", async () => {
    const seller = await signUp(true);
    const other = await signUp(true);
    const shopper = await signUp();
    const path = `/api/seller/${seller.id}/statement?month=2026-11`;
    expectError(await call("GET", path), 401);
    expectError(await call("GET", path, { token: shopper.token }), 403);
    expectError(await call("GET", path, { token: other.token }), 403);
    expectError(await call("GET", `/api/seller/${seller.id}/statement.csv?month=2026-11`, { token: other.token }), 403);
    expectError(await call("GET", `/api/seller/${seller.id}/statement?month=2026-13`, { token: seller.token }), 400, "month");
    const statement = expectOk(await call("GET", path, { token: seller.token }), 200, statementJsonSchema);
    expect(statement).toMatchObject({ month: "2026-11", sales: 0, payable: 0, balance: 0, lines: [] });
    const csv = await fetch(`${baseUrl()}/api/seller/${seller.id}/statement.csv?month=2026-11`, { headers: { token: seller.token } });
    expect([csv.status, csv.headers.get("content-disposition")]).toEqual([200, 'attachment; filename="statement-2026-11.csv"']);
    expect(await csv.text()).toContain(",Payable,,,,0.00\r\n");
  });

  it("only the owner sets a seller's commission and records a payout; the payout shows in the month's statement", async () => {
    const seller = await signUp(true);
    expectError(await call("PUT", `/api/seller/${seller.id}/commission`, { token: seller.token, body: { percent: 0 } }), 403);
    expectError(
      await call("POST", `/api/seller/${seller.id}/payout`, { token: seller.token, body: { amount: 100, reference: "NEFT", paidOn: "2026-11-20" } }),
      403,
    );

    const base = inject("ownShopUrl");
    const owner = await ownShopOwner();
    const theirs = await signUp(true, base);
    const commission = `/api/seller/${theirs.id}/commission`;
    expectError(await call("PUT", commission, { base, token: owner.token, body: { percent: 12.345 } }), 400, "percent");
    expect(expectOk(await call("PUT", commission, { base, token: owner.token, body: { percent: 12.5 } }), 200, commissionJsonSchema)).toEqual({
      own: 12.5,
      percent: 12.5,
    });
    expect(expectOk(await call("PUT", commission, { base, token: owner.token, body: { percent: null } }), 200, commissionJsonSchema)).toMatchObject({
      own: null,
    });
    expectError(await call("PUT", `/api/seller/${owner.id}x/commission`, { base, token: owner.token, body: { percent: 1 } }), 404);

    const payout = `/api/seller/${theirs.id}/payout`;
    expectError(await call("POST", payout, { base, token: owner.token, body: { amount: 0, reference: "NEFT", paidOn: "2026-11-20" } }), 400, "amount");
    expectOk(
      await call("POST", payout, { base, token: owner.token, body: { amount: 1500.5, reference: "NEFT 12345", paidOn: "2026-11-20" } }),
      201,
      payoutJsonSchema,
    );
    const statement = expectOk(await call("GET", `/api/seller/${theirs.id}/statement?month=2026-11`, { base, token: owner.token }), 200, statementJsonSchema);
    expect(statement).toMatchObject({ paid: 1500.5, balance: -1500.5, payouts: [{ paidOn: "2026-11-20", reference: "NEFT 12345", amount: 1500.5 }] });
    expect(
      expectOk(await call("GET", `/api/seller/${theirs.id}/statement?month=2026-12`, { base, token: theirs.token }), 200, statementJsonSchema),
    ).toMatchObject({
      broughtForward: -1500.5,
      paid: 0,
      balance: -1500.5,
    });
  });

  it("GSTR-8 and the payouts report are the owner's only: no token 401, a seller and a shopper 403; the owner gets each month's CSV", async () => {
    const seller = await signUp(true);
    const shopper = await signUp();
    for (const report of ["gstr8", "payouts"]) {
      const path = `/api/report/${report}.csv?month=2026-11`;
      expectError(await call("GET", path), 401);
      expectError(await call("GET", path, { token: seller.token }), 403);
      expectError(await call("GET", path, { token: shopper.token }), 403);
    }
    const base = inject("ownShopUrl");
    const owner = await ownShopOwner();
    expectError(await call("GET", "/api/report/gstr8.csv?month=2026-13", { base, token: owner.token }), 400, "month");
    const gstr8 = await fetch(`${base}/api/report/gstr8.csv?month=2026-11`, { headers: { token: owner.token } });
    expect([gstr8.status, gstr8.headers.get("content-disposition")]).toEqual([200, 'attachment; filename="gstr8-2026-11.csv"']);
    expect((await gstr8.text()).split("\r\n")[0]).toBe(
      "GSTIN of supplier,Enrolment number,Legal name,Gross value of supplies,Value of supplies returned,Net amount liable for TCS,TCS IGST,TCS CGST,TCS SGST",
    );
    // The payout recorded above (₹1,500.50 on 20 November) is that seller's row of November.
    const payouts = await fetch(`${base}/api/report/payouts.csv?month=2026-11`, { headers: { token: owner.token } });
    expect([payouts.status, payouts.headers.get("content-disposition")]).toEqual([200, 'attachment; filename="payouts-2026-11.csv"']);
    expect((await payouts.text()).split("\r\n").some((row) => row.endsWith(",0.00,1500.50,-1500.50,2026-11-20 NEFT 12345 1500.50"))).toBe(true);
  });

  it("the commission invoice is that seller's or the owner's; a month not yet ended or without commission is 409", async () => {
    const seller = await signUp(true);
    const other = await signUp(true);
    const path = `/api/seller/${seller.id}/commission-invoice?month=2026-10`;
    expectError(await call("GET", path), 401);
    expectError(await call("GET", path, { token: other.token }), 403);
    expectError(await call("GET", `/api/seller/${seller.id}/commission-invoice?month=10-2026`, { token: seller.token }), 400, "month");
    expectError(await call("GET", path, { token: seller.token }), 409);
    expectError(await call("GET", `/api/seller/${seller.id}/commission-invoice?month=2099-01`, { token: seller.token }), 409);
  });
});
