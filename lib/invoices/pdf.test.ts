import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SHOP } from "../../tests/fixtures/invoice.ts";
import { buildInvoice, supplierOfSeller } from "./document.ts";
import { renderPdf } from "./pdf.ts";

// What the printed invoice holds, read back with poppler (pdffonts, pdftotext): every Indian
// script a shopper may type is printed in a font that has it, and a long description wraps
// inside its column.
const names = {
  Devanagari: "श्री राम कृष्ण शर्मा",
  Bengali: "কলকাতা",
  Gurmukhi: "ਅੰਮ੍ਰਿਤਸਰ",
  Gujarati: "અમદાવાદ",
  Oriya: "ଭୁବନେଶ୍ୱର",
  Tamil: "சென்னை",
  Telugu: "హైదరాబాద్",
  Kannada: "ಬೆಂಗಳೂರು",
  Malayalam: "കൊച്ചി",
};
const address = {
  name: names.Devanagari,
  address: Object.values(names).slice(1).join(", "),
  city: "Jaipur",
  state: "Rajasthan",
  stateCode: "08",
  pin: "302001",
};
const longWord = "HandloomcottonKalamkariprintedanarkalikurtawithdupattaandpalazzoset";
const lines = [
  { lineId: "l1", description: "सूती कुर्ता, नीला (M)", hsn: "6211", quantity: 1, amountPaise: 99900 },
  { lineId: "l2", description: `${longWord} (XL)`, hsn: "62114290", quantity: 2, amountPaise: 459900 },
];
// Rendered once: the fonts make a render take a few seconds on a busy machine.
const rendered = renderPdf(
  buildInvoice({ number: "INV/2627/000009", at: new Date("2026-11-24T10:00:00Z"), shop: SHOP, address, lines, orderNumber: "OD10000042", paidInCash: true }),
);
const pdf = () => rendered;

describe("the printed invoice", () => {
  it("embeds a font for each of the nine Indian scripts used, besides DejaVu Sans", async () => {
    const fonts = execFileSync("pdffonts", ["-"], { input: await pdf(), encoding: "utf8" });
    for (const family of [
      "DejaVuSans",
      "NotoSansDevanagari",
      "NotoSansBengali",
      "MuktaMahee",
      "NotoSansGujarati",
      "NotoSansOriya",
      "NotoSansTamil",
      "NotoSansTelugu",
      "NotoSansKannada",
      "NotoSansMalayalam",
    ])
      expect(fonts).toContain(family);
  });

  it("keeps Latin text around a script run in the base font, in order", async () => {
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await pdf(), encoding: "utf8" });
    expect(text).toMatch(/, Jaipur,?\s+302001/);
    expect(text).toContain("State: Rajasthan, State code: 08");
  });

  it("says whose copy it is, the order, the round-off of cash on delivery and who signs", async () => {
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await pdf(), encoding: "utf8" });
    expect(text).toContain("ORIGINAL FOR RECIPIENT");
    expect(text).toContain("Order number: OD10000042");
    expect(text).toContain("Total invoice value: ₹5,598");
    expect(text).toContain("Round off: ₹0");
    expect(text).toContain("To pay in cash on delivery: ₹5,598");
    expect(text).toMatch(/For .+\n[\s\S]*Authorised signatory/);
  });

  it("wraps a description longer than its column inside it, left of the HSN column", async () => {
    const boxes = execFileSync("pdftotext", ["-bbox", "-", "-"], { input: await pdf(), encoding: "utf8", maxBuffer: 8 << 20 });
    const words = [...boxes.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({
      xMin: Number(m[1]),
      xMax: Number(m[2]),
      text: m[3],
    }));
    const hsnColumn = words.find((w) => w.text === "62114290")!;
    const pieces = words.filter((w) => longWord.includes(w.text) && w.text.length > 3);
    expect(pieces.length).toBeGreaterThanOrEqual(2);
    expect(pieces.map((w) => w.text).join("")).toBe(longWord);
    for (const piece of pieces) expect(piece.xMax).toBeLessThan(hsnColumn.xMin);
  });
});

describe("a marketplace seller's printed bill of supply", () => {
  it("names the seller as supplier with their enrolment number, and who signs for them", async () => {
    const seller = supplierOfSeller({
      legalName: "Chhaya Devi",
      address: "3 Avenue Road",
      city: "Bengaluru",
      state: "Karnataka",
      stateCode: "29",
      pin: "560002",
      gstin: null,
      enrolmentId: "EN2911ABCPD1234",
    });
    const document = buildInvoice({
      number: "I003/2627/000001",
      at: new Date("2026-11-24T10:00:00Z"),
      seller,
      address: { ...address, state: "Karnataka", stateCode: "29" },
      lines: [lines[0]],
    });
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await renderPdf(document), encoding: "utf8" });
    expect(text).toContain("BILL OF SUPPLY");
    expect(text).toContain("Chhaya Devi");
    expect(text).toContain("GST enrolment number: EN2911ABCPD1234");
    expect(text).toContain("The supplier is not registered under GST");
    expect(text).toContain("Invoice number: I003/2627/000001");
    expect(text).toMatch(/For Chhaya Devi\n[\s\S]*Authorised signatory/);
  });
});
