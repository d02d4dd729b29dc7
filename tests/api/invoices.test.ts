import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceJsonSchema, orderJsonSchema, type InvoiceJson } from "@/lib/validation/responses";
import { OWN_SHOP_ENV, OWN_SHOP_GSTIN_BODY as GSTIN_BODY, OWN_SHOP_OWNER, OWN_SHOP_PROFILE, prepareOwnShop } from "../setup/own-shop.ts";
import { startServer, type RunningServer } from "../setup/server.ts";
import { type Account, addProduct, call, confirmCod, expectError, expectOk, signUp } from "./client.ts";

// Invoices over HTTP, on a shop of known owner and profile (tests/setup/own-shop.ts) of this
// file's own: the owner reads every invoice and the reports, whose sums are checked against
// this file's invoices, so no other file's delivery may add to them (the suite's own shop
// delivers for reviews, coupons and cash on delivery, in whatever order the files run).
// Who may read an invoice, its JSON and PDF, and the reports' sums against the invoices'.

let shop: RunningServer;
let base: string;
let owner: Account;
let seller: Account;
let shopper: Account;
let invoice: InvoiceJson;
const invoices: InvoiceJson[] = [];

/** The mail the shop's server wrote (it has no SMTP_URL, so .eml files) to an account, parsed. */
async function mailTo(account: Account): Promise<ParsedMail[]> {
  const dir = path.join(shop.dataDir, "mail");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const mails = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
  return mails.filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address === `${account.username}@example.com`);
}

async function waitForMail(account: Account, subject: RegExp): Promise<ParsedMail> {
  for (let i = 0; i < 300; i++) {
    const found = (await mailTo(account)).find((mail) => subject.test(mail.subject ?? ""));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" to ${account.username}`);
}

/** Confirms the account's address through the link mailed to it: order mail goes only to confirmed addresses. */
async function confirm(account: Account): Promise<void> {
  const mail = await waitForMail(account, /^Confirm your e-mail address$/);
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "")?.[1];
  expect((await call("POST", "/api/auth/verify", { base, body: { token } })).status).toBe(200);
}

const on = (method: string, path: string, token?: string) => call(method, path, { base, token });

async function fetchFile(path: string, token: string) {
  const response = await fetch(`${base}${path}`, { headers: { token } });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** A shopper orders `price` × `quantity` to a PIN; the seller accepts and delivers; the order's invoice. */
async function deliveredOrder(who: Account, pin: string, price: number, quantity = 1) {
  const product = await addProduct(seller, { price, size: [] }, base);
  expect((await call("POST", `/api/cart/add/${who.id}`, { base, token: who.token, body: { productId: product.id, quantity } })).status).toBe(200);
  const address = { name: "=Ravi Kumar", mobile: "9876543210", address: "7 Janpath", pin };
  const order = expectOk(await call("POST", `/api/order/add/${who.id}`, { base, token: who.token, body: { address } }), 201, orderJsonSchema);
  await confirmCod(who, order, base);
  for (const status of ["Accepted", "Delivered"])
    expect((await call("PUT", `/api/order/update/status/${order.items[0]._id}`, { base, token: seller.token, body: { status } })).status).toBe(200);
  const after = expectOk(await on("GET", `/api/order/view/${order.id}`, who.token), 200, orderJsonSchema);
  expect(after.invoices).toHaveLength(1);
  expect(after.invoices[0].lineIds).toEqual([order.items[0]._id]);
  const read = expectOk(await on("GET", `/api/invoice/${after.invoices[0].id}`, who.token), 200, invoiceJsonSchema);
  invoices.push(read);
  return { order: after, invoice: read };
}

beforeAll(async () => {
  shop = await startServer(OWN_SHOP_ENV);
  base = shop.baseUrl;
  await prepareOwnShop(base);
  const login = await call("POST", "/api/auth/login", { base, body: OWN_SHOP_OWNER });
  expect(login.status).toBe(200);
  owner = { id: login.body.id, username: OWN_SHOP_OWNER.username, token: login.body.token, admin: true };
  seller = await signUp(true, base);
  shopper = await signUp(false, base);
  await confirm(shopper);
  ({ invoice } = await deliveredOrder(shopper, "110001", 1299, 2));
  await deliveredOrder(shopper, "560001", 2999);
}, 240_000);

describe("GET /api/invoice/{id}", () => {
  it("holds the Rule 46 figures in rupees, adding up to what the shopper was charged", () => {
    // ₹1,299 × 2 less 2% = ₹2,546.04; ÷ 1.05 per piece ≤ ₹2,500: 5%, to Delhi: IGST.
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV\/\d{4}\/000001$/),
      kind: "tax_invoice",
      supplier: { legalName: OWN_SHOP_PROFILE.legalName, state: "Karnataka", stateCode: "29" },
      recipient: { name: "=Ravi Kumar", state: "Delhi", stateCode: "07" },
      placeOfSupply: { state: "Delhi", stateCode: "07" },
      lines: [{ hsn: "6205", quantity: 2, unit: "PCS", rate: 5, taxableValue: 2424.8, igst: 121.24, cgst: 0, sgst: 0, total: 2546.04 }],
      totals: { taxableValue: 2424.8, igst: 121.24, total: 2546.04 },
    });
    expect(invoices[1]).toMatchObject({ number: expect.stringMatching(/000002$/), lines: [{ rate: 18, igst: 0 }] });
    expect(invoices[1].lines[0].cgst).toBe(invoices[1].lines[0].sgst);
  });

  it("is read by the order's shopper, the line's seller and the owner; anyone else gets 404", async () => {
    for (const reader of [shopper, seller, owner])
      expect(expectOk(await on("GET", `/api/invoice/${invoice.id}`, reader.token), 200, invoiceJsonSchema)).toEqual(invoice);
    const [otherShopper, otherSeller] = [await signUp(false, base), await signUp(true, base)];
    for (const stranger of [otherShopper, otherSeller]) {
      expectError(await on("GET", `/api/invoice/${invoice.id}`, stranger.token), 404);
      expectError(await on("GET", `/api/invoice/${invoice.id}/pdf`, stranger.token), 404);
    }
    expectError(await on("GET", `/api/invoice/${invoice.id}`), 401);
    expectError(await on("GET", "/api/invoice/no-such-invoice", owner.token), 404);
    expectError(await on("GET", "/api/credit-note/no-such-note", owner.token), 404);
    expectError(await on("GET", "/api/credit-note/no-such-note/pdf", owner.token), 404);
  });

  it("/pdf is an A4 PDF holding the invoice's number and figures", async () => {
    for (const reader of [shopper, seller, owner]) {
      const pdf = await fetchFile(`/api/invoice/${invoice.id}/pdf`, reader.token);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe("application/pdf");
      expect(pdf.disposition).toBe(`inline; filename="${invoice.number.replaceAll("/", "-")}.pdf"`);
      expect(pdf.body.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const { body } = await fetchFile(`/api/invoice/${invoice.id}/pdf`, shopper.token);
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: body, encoding: "utf8" });
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain("Total invoice value: ₹2,546.04");
    expect(text).toContain("GSTIN: " + GSTIN_BODY);
  });
});
afterAll(async () => {
  await shop?.stop();
});

describe("the shopper's mail of the delivery", () => {
  it("carries the invoice as a PDF, rendered by the server's own sender", async () => {
    // The shopper has two delivered orders, whose mails may leave in either order: this invoice's order's.
    const mail = await waitForMail(shopper, new RegExp(`^Your order ${invoice.orderNumber}: 1 item delivered$`));
    const pdf = mail.attachments.find((a) => a.contentType === "application/pdf");
    expect(pdf?.filename).toBe(`${invoice.number.replaceAll("/", "-")}.pdf`);
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf!.content, encoding: "utf8" });
    expect(text).toContain(`Invoice number: ${invoice.number}`);
  });
});

/** A CSV's rows as cells: these reports' cells hold no comma, quote or line break. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(1, -2)
    .split("\r\n")
    .map((row) => row.split(","));
}

const paise = (cell: string) => Math.round(Number(cell) * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);

describe("the owner's reports", () => {
  it("the sales register: a row per invoice line, its sums equal the invoices', the recipient's formula made harmless", async () => {
    const answer = await fetchFile(`/api/report/sales.csv?month=${month}`, owner.token);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("text/csv; charset=utf-8");
    expect(answer.disposition).toBe(`attachment; filename="sales-register-${month}.csv"`);
    const [header, ...rows] = parseCsv(answer.body.toString("utf8"));
    expect(header).toContain("Total (₹)");
    const column = (name: string) => rows.map((row) => paise(row[header.indexOf(name)]));
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row[header.indexOf("Recipient")])).toEqual(["'=Ravi Kumar", "'=Ravi Kumar"]);
    expect(sum(column("Total (₹)"))).toBe(sum(invoices.map((i) => Math.round(i.totals.total * 100))));
    expect(sum(column("Taxable value (₹)"))).toBe(sum(invoices.map((i) => Math.round(i.totals.taxableValue * 100))));
    expect(sum(column("IGST (₹)")) + sum(column("CGST (₹)")) + sum(column("SGST (₹)"))).toBe(
      sum(invoices.map((i) => Math.round((i.totals.igst + i.totals.cgst + i.totals.sgst) * 100))),
    );
  });

  it("GSTR-1 B2CS: per place of supply and rate in the offline tool's layout, summing to the invoices' taxable value", async () => {
    const answer = await fetchFile(`/api/report/gstr1-b2c.csv?month=${month}`, owner.token);
    expect(answer.status).toBe(200);
    expect(answer.disposition).toBe(`attachment; filename="gstr1-b2c-${month}.csv"`);
    const [header, ...rows] = parseCsv(answer.body.toString("utf8"));
    expect(header).toEqual(["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"]);
    expect(rows.map((row) => [row[0], row[1], row[3]])).toEqual([
      ["OE", "07-Delhi", "5"],
      ["OE", "29-Karnataka", "18"],
    ]);
    expect(sum(rows.map((row) => paise(row[4])))).toBe(sum(invoices.map((i) => Math.round(i.totals.taxableValue * 100))));
  });

  it("GSTR-1's other tables: B2CL and CDNUR empty for small invoices, the HSN summary and the documents adding up to the invoices", async () => {
    const table = async (name: string) => {
      const answer = await fetchFile(`/api/report/gstr1-${name}.csv?month=${month}`, owner.token);
      expect(answer.status).toBe(200);
      expect(answer.disposition).toBe(`attachment; filename="gstr1-${name}-${month}.csv"`);
      return parseCsv(answer.body.toString("utf8"));
    };
    expect(await table("b2cl")).toHaveLength(1);
    expect(await table("cdnur")).toHaveLength(1);
    const [hsnHeader, ...hsn] = await table("hsn");
    expect(hsnHeader.slice(0, 5)).toEqual(["HSN", "Description", "UQC", "Total Quantity", "Total Value"]);
    expect(sum(hsn.map((row) => paise(row[4])))).toBe(sum(invoices.map((i) => Math.round(i.totals.total * 100))));
    const [, ...docs] = await table("docs");
    expect(docs.map((row) => [row[0], row[3], row[4]])).toEqual([["Invoices for outward supply", String(invoices.length), "0"]]);
  });

  it("are the owner's: a seller gets 403, nobody 401, a bad month 400", async () => {
    for (const path of ["/api/report/sales.csv", ...["b2c", "b2cl", "cdnur", "hsn", "docs"].map((table) => `/api/report/gstr1-${table}.csv`)]) {
      expectError(await on("GET", `${path}?month=${month}`, seller.token), 403);
      expectError(await on("GET", `${path}?month=${month}`), 401);
      expectError(await on("GET", `${path}?month=2026-13`, owner.token), 400);
      expectError(await on("GET", path, owner.token), 400);
    }
  });
});
