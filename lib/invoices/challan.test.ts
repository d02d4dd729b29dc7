import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DELHI, KARNATAKA, SHOP } from "../../tests/fixtures/invoice.ts";
import { buildChallan, type Replacement } from "./challan.ts";
import { renderChallanPdf } from "./challan-pdf.ts";
import { challanJson } from "../api-json/invoices.ts";

// The delivery challan of a size sent in exchange (CGST Rule 55): valued as the units it
// replaces were charged, at their invoice's rate, charging nothing.

const at = new Date("2026-11-24T10:00:00Z");
const kurta: Replacement = {
  newLineId: "n1",
  title: "Cotton kurta",
  oldSize: "M",
  newSize: "L",
  quantity: 1,
  hsn: "6211",
  replaced: { amountPaise: 300001, quantity: 3 },
  invoicedRate: 5,
};
const base = {
  number: "DC/2627/000001",
  at,
  orderNumber: "OD10000042",
  shop: SHOP,
  address: DELHI,
  replacements: [kurta],
  invoiceNumbers: ["INV/2627/000007"],
};

describe("buildChallan", () => {
  it("values the units as their share of the replaced line, at its invoice's rate, and says why no tax is charged", () => {
    const doc = buildChallan(base);
    expect(doc.lines).toEqual([
      {
        lineId: "n1",
        description: "Cotton kurta (L), in exchange for size M",
        hsn: "6211",
        quantity: 1,
        unit: "PCS",
        rate: 5,
        taxablePaise: 95238,
        valuePaise: 100000,
      },
    ]);
    expect(doc.purpose).toBe("Replacement sent for an exchange: not a supply, no tax is charged; the goods were invoiced on INV/2627/000007.");
    expect(doc.placeOfSupply).toEqual({ state: "Delhi", stateCode: "07" });
    expect(challanJson("c1", doc)).toMatchObject({ number: "DC/2627/000001", totals: { taxableValue: 952.38, value: 1000 } });
  });

  it("a shop without a GSTIN: no rate; within the state the same value", () => {
    const doc = buildChallan({ ...base, shop: { ...SHOP, gstin: null }, address: KARNATAKA });
    expect(doc.lines[0]).toMatchObject({ rate: 0, taxablePaise: 100000, valuePaise: 100000 });
  });

  it("prints the Rule 55 fields", async () => {
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await renderChallanPdf(buildChallan(base)), encoding: "utf8" });
    for (const expected of [
      "DELIVERY CHALLAN",
      "Challan number: DC/2627/000001",
      "Order number: OD10000042",
      "GSTIN: 29AAACV1234F1Z5",
      "Place of supply: Delhi (07)",
      "Cotton kurta (L), in exchange for size M",
      "952.38",
      "INV/2627/000007.",
      "Authorised signatory",
    ])
      expect(text).toContain(expected);
  });
});
