import { describe, expect, it } from "vitest";
import { buildCreditNote, buildInvoice, InvoiceNotIssuable, supplierOfSeller, supplierProblem, type ShopProfile } from "./document.ts";
import { creditNoteJson, invoiceJson } from "../api-json/invoices.ts";
import { formatNumber, sellerSeries } from "./numbering.ts";
import { numberInWords, rupeesInWords } from "./words.ts";
import { financialYear, indianDay } from "../tax/year.ts";
import { DELHI, KARNATAKA, SHOP } from "../../tests/fixtures/invoice.ts";

const shop: ShopProfile = SHOP;
const karnataka = KARNATAKA;
const delhi = DELHI;
const at = new Date("2026-11-24T10:00:00Z");

describe("amount in words (Indian numbering)", () => {
  it.each([
    [0, "Zero"],
    [7, "Seven"],
    [21, "Twenty-One"],
    [100, "One Hundred"],
    [1_000, "One Thousand"],
    [1_00_000, "One Lakh"],
    [12_34_567, "Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven"],
    [1_00_00_000, "One Crore"],
    [1_23_45_678, "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight"],
    [250_00_00_000, "Two Hundred Fifty Crore"],
  ])("%s → %s", (n, words) => expect(numberInWords(n)).toBe(words));

  it("rupees and paise", () => {
    expect(rupeesInWords(262500)).toBe("Rupees Two Thousand Six Hundred Twenty-Five Only");
    expect(rupeesInWords(78302)).toBe("Rupees Seven Hundred Eighty-Three and Two Paise Only");
    expect(rupeesInWords(1_23_45_678_90)).toBe("Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only");
  });
});

describe("dates and numbers", () => {
  it("the day and financial year are India's", () => {
    expect(indianDay(new Date("2026-03-31T18:29:59Z"))).toBe("2026-03-31");
    expect(financialYear(new Date("2026-03-31T18:29:59Z"))).toBe("2526");
    expect(indianDay(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
    expect(financialYear(new Date("2026-03-31T18:30:00Z"))).toBe("2627");
    expect(financialYear(new Date("2099-06-01T00:00:00Z"))).toBe("9900");
  });

  it("numbers are at most 16 characters of letters, digits and /", () => {
    for (const n of [formatNumber("INV", "2627", 1), formatNumber("CN", "2627", 999_999)]) expect(n).toMatch(/^[A-Z0-9/-]{1,16}$/);
    expect(formatNumber("INV", "2627", 1)).toBe("INV/2627/000001");
    expect(() => formatNumber("INV", "2627", 1_000_000)).toThrow(RangeError);
  });

  it("a marketplace seller's series are their code's: I and C, sixteen characters with six digits", () => {
    const { invoice, creditNote } = sellerSeries("0A7");
    expect([formatNumber(invoice, "2627", 1), formatNumber(creditNote, "2627", 999_999)]).toEqual(["I0A7/2627/000001", "C0A7/2627/999999"]);
    expect(() => sellerSeries("0A")).toThrow(RangeError);
    expect(() => sellerSeries("0A7X")).toThrow(RangeError);
  });
});

describe("buildInvoice", () => {
  const shirt = { lineId: "l1", description: "Linen shirt (M)", hsn: "6205", quantity: 2, amountPaise: 156604 };
  const jacket = { lineId: "l2", description: "Wool blazer (L)", hsn: "6203", quantity: 1, amountPaise: 294000 };

  it("within the state: CGST + SGST, delivery at the highest rate, totals = amounts charged", () => {
    const doc = buildInvoice({ number: "INV/2627/000001", at, shop, address: karnataka, lines: [shirt, jacket], deliveryPaise: 4900 });
    expect(doc.kind).toBe("tax_invoice");
    expect(doc.placeOfSupply).toEqual({ state: "Karnataka", stateCode: "29" });
    expect(doc.lines.map((l) => l.rate)).toEqual([5, 18, 18]);
    expect(doc.lines[2]).toMatchObject({ description: "Delivery charges", lineId: null, totalPaise: 4900 });
    for (const line of doc.lines) {
      expect(line.igstPaise).toBe(0);
      expect(line.cgstPaise).toBe(line.sgstPaise);
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.totalPaise);
    }
    expect(doc.totals.totalPaise).toBe(156604 + 294000 + 4900);
    expect(doc.supplier).toEqual({
      legalName: shop.legalName,
      address: "12 MG Road, Bengaluru, 560001",
      gstin: shop.gstin,
      state: "Karnataka",
      stateCode: "29",
    });
  });

  it("to another state: IGST only", () => {
    const doc = buildInvoice({ number: "INV/2627/000002", at, shop, address: delhi, lines: [shirt] });
    expect(doc.lines[0]).toMatchObject({ rate: 5, cgstPaise: 0, sgstPaise: 0, igstPaise: 7457, taxablePaise: 149147, unit: "PCS" });
    expect(invoiceJson("x", doc).lines[0]).toMatchObject({ taxableValue: 1491.47, igst: 74.57, total: 1566.04 });
  });

  it("delivery alone with 5% goods is at 5%", () => {
    const doc = buildInvoice({ number: "INV/2627/000003", at, shop, address: delhi, lines: [shirt], deliveryPaise: 4900 });
    expect(doc.lines[1]).toMatchObject({ rate: 5, hsn: "996812" });
  });

  it("a shop without a GSTIN issues a bill of supply with no tax", () => {
    const doc = buildInvoice({ number: "INV/2627/000004", at, shop: { ...shop, gstin: null }, address: delhi, lines: [shirt, jacket], deliveryPaise: 4900 });
    expect(doc.kind).toBe("bill_of_supply");
    expect(doc.totals).toEqual({ taxablePaise: 455504, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 455504 });
    expect(doc.lines.every((l) => l.rate === 0)).toBe(true);
  });

  it("footwear is counted in pairs", () => {
    const doc = buildInvoice({
      number: "INV/2627/000005",
      at,
      shop,
      address: delhi,
      lines: [{ lineId: "l3", description: "Loafers (UK 9)", hsn: "6403", quantity: 1, amountPaise: 299900 }],
    });
    expect(doc.lines[0]).toMatchObject({ unit: "PRS", rate: 18 });
  });

  it("cash on delivery: the total rounded to whole rupees as the courier collects it, not on its credit note", () => {
    const doc = buildInvoice({
      number: "INV/2627/000006",
      at,
      shop,
      address: delhi,
      lines: [shirt],
      deliveryPaise: 4900,
      orderNumber: "OD10000042",
      paidInCash: true,
    });
    expect(doc.totals.totalPaise).toBe(161504);
    expect(doc.cashRoundOffPaise).toBe(-4);
    expect(invoiceJson("x", doc)).toMatchObject({ orderNumber: "OD10000042", cashRoundOff: -0.04, totals: { total: 1615.04 } });
    const up = buildInvoice({ number: "INV/2627/000007", at, shop, address: delhi, lines: [{ ...shirt, amountPaise: 156660 }], paidInCash: true });
    expect(up.cashRoundOffPaise).toBe(40);
    const prepaid = buildInvoice({ number: "INV/2627/000008", at, shop, address: delhi, lines: [shirt] });
    expect(invoiceJson("y", prepaid)).toMatchObject({ orderNumber: null, cashRoundOff: null });
    const note = buildCreditNote({ number: "CN/2627/000002", at, invoice: doc, lines: [{ lineId: "l1", quantity: 2, amountPaise: 156604 }] });
    expect(note.orderNumber).toBe("OD10000042");
    expect(note.cashRoundOffPaise).toBeUndefined();
  });

  it("refuses without a state on either side", () => {
    expect(() => buildInvoice({ number: "n", at, shop: { ...shop, state: null, stateCode: null }, address: delhi, lines: [shirt] })).toThrow(
      InvoiceNotIssuable,
    );
    expect(() => buildInvoice({ number: "n", at, shop, address: { ...delhi, state: null, stateCode: null }, lines: [shirt] })).toThrow(InvoiceNotIssuable);
    expect(supplierProblem(shop)).toBeNull();
    expect(supplierProblem({ ...shop, address: null })).toMatch(/no address with a state/);
  });
});

describe("buildCreditNote", () => {
  it("reverses at the invoice's rate and place of supply", () => {
    const invoice = buildInvoice({
      number: "INV/2526/000009",
      at: new Date("2025-09-01T10:00:00Z"),
      shop,
      address: karnataka,
      lines: [{ lineId: "l1", description: "Kurta", hsn: "6211", quantity: 2, amountPaise: 220000 }],
    });
    expect(invoice.lines[0].rate).toBe(12);
    const note = buildCreditNote({ number: "CN/2627/000001", at, invoice, lines: [{ lineId: "l1", quantity: 1, amountPaise: 110000 }] });
    expect(note).toMatchObject({ invoiceNumber: "INV/2526/000009", invoiceDate: "2025-09-01", number: "CN/2627/000001", date: "2026-11-24" });
    expect(note.lines[0]).toMatchObject({ rate: 12, quantity: 1, taxablePaise: 98214, cgstPaise: 5893, sgstPaise: 5893, totalPaise: 110000 });
    expect(creditNoteJson("cn1", note)).toMatchObject({
      id: "cn1",
      invoiceNumber: "INV/2526/000009",
      invoiceDate: "2025-09-01",
      totals: { taxableValue: 982.14, cgst: 58.93, total: 1100 },
    });
    expect(() => buildCreditNote({ number: "CN", at, invoice, lines: [{ lineId: "l1", quantity: 3, amountPaise: 1 }] })).toThrow(RangeError);
    expect(() => buildCreditNote({ number: "CN", at, invoice, lines: [{ lineId: "zz", quantity: 1, amountPaise: 1 }] })).toThrow(RangeError);
  });

  it("a line credited in parts gives back, to the paisa, the taxes its invoice charged", () => {
    const invoice = buildInvoice({
      number: "INV/2627/000010",
      at,
      shop,
      address: karnataka,
      lines: [{ lineId: "l1", description: "Kurta", hsn: "6211", quantity: 2, amountPaise: 156703 }],
      deliveryPaise: 4901,
    });
    const first = buildCreditNote({ number: "CN/2627/000002", at, invoice, lines: [{ lineId: "l1", quantity: 1, amountPaise: 78351 }], deliveryPaise: 2450 });
    const second = buildCreditNote({
      number: "CN/2627/000003",
      at,
      invoice,
      lines: [{ lineId: "l1", quantity: 1, amountPaise: 78352 }],
      deliveryPaise: 2451,
      earlier: [first],
    });
    // Split afresh, the two halves would give back 18.66 + 18.66 of CGST against 37.31 charged.
    expect(first.lines[0].cgstPaise).toBe(1866);
    expect(second.lines[0].cgstPaise).toBe(1865);
    for (const key of ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "totalPaise"] as const)
      expect(first.totals[key] + second.totals[key], key).toBe(invoice.totals[key]);
    expect(() => buildCreditNote({ number: "CN", at, invoice, lines: [{ lineId: "l1", quantity: 1, amountPaise: 1 }], earlier: [first, second] })).toThrow(
      RangeError,
    );
  });
});

describe("a marketplace seller's invoice", () => {
  const kurta = { lineId: "l1", description: "Block-print kurta", hsn: "6211", quantity: 1, amountPaise: 98000 };
  const business = {
    legalName: "Kala Weaves Private Limited",
    address: "4 Linking Road",
    city: "Mumbai",
    state: "Maharashtra",
    stateCode: "27",
    pin: "400050",
    gstin: "27AAKCK1234F1ZV",
    enrolmentId: null,
  };

  it("names the seller as supplier and taxes from the seller's state: Maharashtra to Karnataka is IGST", () => {
    const doc = buildInvoice({ number: "I001/2627/000001", at, seller: supplierOfSeller(business), address: karnataka, lines: [kurta] });
    expect(doc.supplier).toEqual({
      legalName: "Kala Weaves Private Limited",
      address: "4 Linking Road, Mumbai, 400050",
      gstin: "27AAKCK1234F1ZV",
      state: "Maharashtra",
      stateCode: "27",
    });
    expect(doc.lines[0]).toMatchObject({ rate: 5, cgstPaise: 0, sgstPaise: 0, igstPaise: 4667, totalPaise: 98000 });
  });

  it("is a bill of supply with the enrolment number for an unregistered seller", () => {
    const supplier = supplierOfSeller({ ...business, state: "Karnataka", stateCode: "29", gstin: null, enrolmentId: "EN2911ABCPD1234" });
    const doc = buildInvoice({ number: "I002/2627/000001", at, seller: supplier, address: karnataka, lines: [kurta] });
    expect(doc.kind).toBe("bill_of_supply");
    expect(doc.supplier).toMatchObject({ gstin: null, enrolmentId: "EN2911ABCPD1234" });
    expect(doc.totals).toEqual({ taxablePaise: 98000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 98000 });
    expect(invoiceJson("i", doc).supplier.enrolmentId).toBe("EN2911ABCPD1234");
  });

  it("cannot be issued for a business without its address or tax identity", () => {
    expect(() => supplierOfSeller({ ...business, address: null })).toThrow(InvoiceNotIssuable);
    expect(() => supplierOfSeller({ ...business, gstin: null })).toThrow(InvoiceNotIssuable);
  });

  it("leaves the order's charges to the shop's own invoice: the service alone, at its rate", () => {
    const doc = buildInvoice({ number: "INV/2627/000001", at, shop, address: delhi, lines: [], deliveryPaise: 4900, chargesRate: 18 });
    // 4900 × 18 ÷ 118 = 747.46 → ₹7.47 of IGST to Delhi.
    expect(doc.lines).toEqual([
      {
        lineId: null,
        description: "Delivery charges",
        hsn: "996812",
        quantity: 1,
        unit: "OTH",
        rate: 18,
        taxablePaise: 4153,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 747,
        totalPaise: 4900,
      },
    ]);
    expect(invoiceJson("i", doc).supplier.enrolmentId).toBeNull();
    expect(() => buildInvoice({ number: "n", at, shop, address: delhi, lines: [], deliveryPaise: 4900 })).toThrow(RangeError);
  });
});
