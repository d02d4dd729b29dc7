import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { moveReturn } from "@/lib/flows/move-return";
import type { ChallanDocument } from "@/lib/invoices/challan";
import { smtpTransport } from "@/lib/mail/transport";
import { askReturn } from "@/lib/flows/ask-return";
import { returnAskSchema, returnMoveSchema } from "@/lib/validation/returns";
import { recipient, startSmtp, startMailSender, stopMailSender, until, type TestSmtp } from "./smtp.ts";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import type { CreditNoteDocument, InvoiceDocument } from "@/lib/invoices/document";
import { challanNumbersIn, issuedIn } from "@/lib/invoices/issued";
import { financialYear, indianDay } from "@/lib/tax/year";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { decideBusiness, updateBusiness } from "@/lib/seller/business";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { SHOP } from "../fixtures/invoice.ts";
import { CHHAYA_PRINTS, gstinOf, MYSORE_SILKS } from "../fixtures/business.ts";
import { ADDRESS, businessInput, newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// Invoices by the seller of record (issue 45, point 4) on a real database: in a marketplace
// each seller's lines are invoiced in the seller's name and series (a bill of supply for an
// unregistered seller), the order's charges on the shop's own invoice at the service's rate,
// credit notes in the invoice's series, and no gap in any series when parcels of two sellers
// are dispatched at once. The shop is in Karnataka and so is the shopper (ADDRESS, Bengaluru).

const documentOf = (row: { document: unknown }) => row.document as InvoiceDocument;
const year = () => financialYear(new Date());

let mumbai: { id: string; code: string };
let mysuru: { id: string; code: string };
let unregistered: { id: string; code: string };

async function approvedSeller(fields: Record<string, unknown>) {
  const seller = await newUser({ admin: true });
  await updateBusiness(seller.id, businessInput(fields));
  await decideBusiness(seller.id, { approve: true });
  const { code } = await prisma.sellerBusiness.findUniqueOrThrow({ where: { userId: seller.id }, select: { code: true } });
  return { id: seller.id, code };
}

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  startMailSender({ pollMs: 100, transport: smtpTransport(smtp.url) });
  await shopWithoutCodConfirmation();
  mumbai = await approvedSeller({});
  mysuru = await approvedSeller(MYSORE_SILKS);
  unregistered = await approvedSeller(CHHAYA_PRINTS);
  await updateShop({ sellingModel: "marketplace" });
});
afterAll(async () => {
  await updateShop({ sellingModel: "single" });
  await stopMailSender();
  await smtp.close();
});

beforeEach(async () => {
  await prisma.creditNote.deleteMany();
  await prisma.deliveryChallan.deleteMany();
  await prisma.invoice.deleteMany();
  await prisma.documentCounter.deleteMany();
  const shop = { ...SHOP, deliveryFeePaise: 4900, deliveryFreeAbovePaise: null, codFeePaise: 0 };
  await prisma.shop.update({ where: { id: 1 }, data: shop });
});

async function orderOf(productIds: string[], shopper?: { id: string }) {
  const buyer = shopper ?? (await newUser());
  for (const productId of productIds) await addToCart(buyer.id, cartAddSchema.parse({ productId, quantity: 1 }));
  const { order } = await placeOrder(buyer.id, orderInputSchema.parse({ address: ADDRESS, paymentMethod: "cod" }));
  return order;
}

async function dispatch(sellerId: string, orderId: string, lineIds: string[], awb: string) {
  for (const id of lineIds) await setOrderLineStatus(sellerId, id, "Accepted");
  return dispatchLines(sellerId, orderId, { lineIds, carrier: "Local Courier", awb, trackingUrl: `https://track.example/${awb}` });
}

describe("a marketplace order's documents", () => {
  it("gives each seller's parcel the seller's invoice in their series, and the shop's charges an invoice of its own at 18%", async () => {
    const kurta = await newProduct(mumbai.id, { title: "Block-print kurta", category: ["kurtas"], size: [], price: 1000 });
    const saree = await newProduct(mysuru.id, { title: "Silk stole", category: ["kurtas"], size: [], price: 2000 });
    const order = await orderOf([kurta.id, saree.id]);
    const lineOf = (productId: string) => order.lines.find((line) => line.productId === productId)!;
    expect(order.deliveryPaise).toBe(4900);

    await dispatch(mumbai.id, order.id, [lineOf(kurta.id).id], "MUM-1");
    await dispatch(mysuru.id, order.id, [lineOf(saree.id).id], "MYS-1");
    const rows = await prisma.invoice.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => [row.number, row.sellerId])).toEqual([
      [`I${mumbai.code}/${year()}/000001`, mumbai.id],
      ["INV/" + year() + "/000001", null],
      [`I${mysuru.code}/${year()}/000001`, mysuru.id],
    ]);
    for (const row of rows) expect(row.number.length).toBeLessThanOrEqual(16);

    // Maharashtra's seller to a shopper in Karnataka: IGST; the Karnataka seller: CGST + SGST.
    const [fromMumbai, charges, fromMysuru] = rows.map(documentOf);
    expect(fromMumbai).toMatchObject({
      kind: "tax_invoice",
      supplier: { legalName: "Kala Weaves Private Limited", gstin: gstinOf("27", "AAKCK1234F"), state: "Maharashtra", stateCode: "27" },
      placeOfSupply: { stateCode: "29" },
      lines: [{ lineId: lineOf(kurta.id).id, rate: 5, cgstPaise: 0, sgstPaise: 0, totalPaise: lineOf(kurta.id).amountPaise }],
    });
    expect(fromMumbai.lines[0].igstPaise).toBeGreaterThan(0);
    expect(fromMysuru).toMatchObject({ supplier: { legalName: "Mysore Silks LLP", stateCode: "29" }, lines: [{ igstPaise: 0 }] });
    expect(fromMysuru.lines[0].cgstPaise).toBe(fromMysuru.lines[0].sgstPaise);
    expect(fromMysuru.lines[0].cgstPaise).toBeGreaterThan(0);
    // Cash on delivery of two suppliers' documents: the round-off is the ledger's, on none of them.
    expect(rows.map((row) => documentOf(row).cashRoundOffPaise)).toEqual([undefined, undefined, undefined]);

    // ₹49 of delivery at 18%, the shop (Karnataka) to Karnataka: 4900 × 18 ÷ 236 = 373.7 → ₹3.74 each.
    expect(charges).toMatchObject({
      kind: "tax_invoice",
      supplier: { legalName: SHOP.legalName, gstin: SHOP.gstin },
      lines: [{ lineId: null, hsn: "996812", rate: 18, cgstPaise: 374, sgstPaise: 374, igstPaise: 0, taxablePaise: 4152, totalPaise: 4900 }],
    });
    expect(rows[1].lineIds).toEqual([]);
    // The three invoices add up to what the order's ledger charged the shopper.
    const charged = await prisma.ledgerEntry.aggregate({
      where: { orderId: order.id, kind: "charge", charge: { in: ["items", "delivery", "cod_fee"] } },
      _sum: { amountPaise: true },
    });
    expect(rows.reduce((sum, row) => sum + documentOf(row).totals.totalPaise, 0)).toBe(charged._sum.amountPaise);

    // The shop's own returns hold its own supply only: the charges.
    const month = indianDay(new Date()).slice(0, 7);
    expect((await issuedIn(month)).map((issued) => issued.document.number)).toEqual([`INV/${year()}/000001`]);
  });

  it("credits a parcel returned to origin in its seller's credit-note series", async () => {
    const kurta = await newProduct(mumbai.id, { title: "Block-print kurta", category: ["kurtas"], size: [], price: 1000 });
    const stole = await newProduct(mysuru.id, { title: "Silk stole", category: ["kurtas"], size: [], price: 2000 });
    const order = await orderOf([kurta.id, stole.id]);
    const lineOf = (productId: string) => order.lines.find((line) => line.productId === productId)!;
    const first = await dispatch(mumbai.id, order.id, [lineOf(kurta.id).id], "MUM-2");
    const second = await dispatch(mysuru.id, order.id, [lineOf(stole.id).id], "MYS-2");
    await closeShipment(mumbai.id, first.id, "delivered");
    await closeShipment(mysuru.id, second.id, "rto");

    const notes = await prisma.creditNote.findMany({ where: { orderId: order.id } });
    expect(notes.map((note) => [note.number, note.sellerId])).toEqual([[`C${mysuru.code}/${year()}/000001`, mysuru.id]]);
    const note = notes[0].document as unknown as CreditNoteDocument;
    expect(note).toMatchObject({ invoiceNumber: `I${mysuru.code}/${year()}/000001`, supplier: { legalName: "Mysore Silks LLP" } });
    // The charges were collected with the first parcel: only the stole is given back.
    expect(note.lines.map((line) => [line.lineId, line.totalPaise])).toEqual([[lineOf(stole.id).id, lineOf(stole.id).amountPaise]]);
  });

  it("bills an unregistered seller's supply on a bill of supply with their enrolment number, and no tax", async () => {
    const print = await newProduct(unregistered.id, { title: "Bandhani dupatta", category: ["kurtas"], size: [], price: 600 });
    const order = await orderOf([print.id]);
    const [line] = order.lines;
    await setOrderLineStatus(unregistered.id, line.id, "Accepted");
    await setOrderLineStatus(unregistered.id, line.id, "Delivered");
    const [invoice] = await prisma.invoice.findMany({ where: { orderId: order.id, sellerId: unregistered.id } });
    expect(invoice.number).toBe(`I${unregistered.code}/${year()}/000001`);
    expect(invoice.kind).toBe("bill_of_supply");
    expect(documentOf(invoice)).toMatchObject({
      supplier: { legalName: "Chhaya Devi", gstin: null, enrolmentId: "EN2911ABCPD1234", state: "Karnataka" },
      totals: { cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: line.amountPaise },
    });
  });

  it("leaves no gap in either seller's series when twenty parcels of two sellers are dispatched at once", async () => {
    const products = [];
    for (let i = 0; i < 20; i++) products.push(await newProduct(i % 2 ? mysuru.id : mumbai.id, { title: `Kurta ${i + 1}`, category: ["kurtas"], size: [] }));
    const order = await orderOf(products.map((product) => product.id));
    const sellerOf = (lineId: string) => (order.lines.find((line) => line.id === lineId)!.sellerId === mumbai.id ? mumbai : mysuru);
    for (const line of order.lines) await setOrderLineStatus(sellerOf(line.id).id, line.id, "Accepted");
    await Promise.all(
      order.lines.map((line, i) =>
        dispatchLines(sellerOf(line.id).id, order.id, {
          lineIds: [line.id],
          carrier: "Local Courier",
          awb: `RACE-${i}`,
          trackingUrl: "https://track.example/",
        }),
      ),
    );
    const rows = await prisma.invoice.findMany({ where: { orderId: order.id }, orderBy: { sequence: "asc" } });
    for (const seller of [mumbai, mysuru]) {
      const own = rows.filter((row) => row.sellerId === seller.id);
      expect(own.map((row) => row.number)).toEqual(Array.from({ length: 10 }, (_, i) => `I${seller.code}/${year()}/${String(i + 1).padStart(6, "0")}`));
    }
    // The order's charges are billed once, however many parcels left at the same moment.
    expect(rows.filter((row) => row.sellerId === null).map((row) => row.number)).toEqual([`INV/${year()}/000001`]);
    expect(new Set(rows.flatMap((row) => row.lineIds))).toEqual(new Set(order.lines.map((line) => line.id)));
  }, 120_000);
});

describe("what travels with a marketplace seller's parcels", () => {
  it("the dispatch mail of the parcel that brought the shop's charges invoice attaches it beside the seller's invoice; the next parcel's, its own only", async () => {
    const kurta = await newProduct(mumbai.id, { title: "Block-print kurta", category: ["kurtas"], size: [], price: 1000 });
    const stole = await newProduct(mysuru.id, { title: "Silk stole", category: ["kurtas"], size: [], price: 2000 });
    const shopper = await newUser();
    const order = await orderOf([kurta.id, stole.id], shopper);
    const lineOf = (productId: string) => order.lines.find((line) => line.productId === productId)!;
    await dispatch(mumbai.id, order.id, [lineOf(kurta.id).id], "MAIL-1");
    await dispatch(mysuru.id, order.id, [lineOf(stole.id).id], "MAIL-2");
    const shipped = () => smtp.received.filter((mail) => recipient(mail) === shopper.email && mail.subject?.endsWith("1 item shipped"));
    await until(() => shipped().length === 2, "the two shipped mails");
    const rows = await prisma.invoice.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    const file = (sellerId: string | null) => `${rows.find((row) => row.sellerId === sellerId)!.number.replaceAll("/", "-")}.pdf`;
    const pdfs = shipped().map((mail) => (mail.attachments ?? []).filter((a) => a.contentType === "application/pdf").map((a) => a.filename));
    expect(pdfs.sort((a, b) => b.length - a.length)).toEqual([[file(mumbai.id), file(null)], [file(mysuru.id)]]);
  });

  it("a size sent in exchange for a seller's line travels with the seller's delivery challan, in their series, against their invoice", async () => {
    const shirt = await newProduct(mumbai.id, { title: "Linen shirt", category: ["kurtas"], size: ["M", "L"], stock: { M: 3, L: 3 }, price: 1000 });
    const shopper = await newUser();
    await addToCart(shopper.id, cartAddSchema.parse({ productId: shirt.id, quantity: 1, size: "M" }));
    const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, paymentMethod: "cod" }));
    const [line] = order.lines;
    const parcel = await dispatch(mumbai.id, order.id, [line.id], "EXM-1");
    await closeShipment(mumbai.id, parcel.id, "delivered");
    const { request } = await askReturn(
      shopper.id,
      order.id,
      returnAskSchema.parse({ lines: [{ lineId: line.id, quantity: 1, reason: "too_small", exchangeSize: "L" }] }),
    );
    const seller = { id: mumbai.id, admin: true, owner: false };
    const move = (body: unknown) => moveReturn(seller, request.id, returnMoveSchema.parse(body));
    await move({ status: "approved", carrier: "Delhivery", awb: "RPM100" });
    await move({ status: "picked_up" });
    await move({ status: "received" });
    const newLineId = (await move({ status: "exchanged" })).request.lines[0].newLineId!;
    // The new size is made Accepted: it leaves as any line does.
    await dispatchLines(mumbai.id, order.id, { lineIds: [newLineId], carrier: "Local Courier", awb: "EXM-2", trackingUrl: "https://track.example/EXM-2" });

    const [invoice] = await prisma.invoice.findMany({ where: { orderId: order.id, sellerId: mumbai.id } });
    const challans = await prisma.deliveryChallan.findMany({ where: { orderId: order.id } });
    expect(challans.map((row) => [row.number, row.series, row.sellerId, row.lineIds])).toEqual([
      [`D${mumbai.code}/${year()}/000001`, `D${mumbai.code}`, mumbai.id, [newLineId]],
    ]);
    expect(challans[0].document as unknown as ChallanDocument).toMatchObject({
      supplier: { legalName: "Kala Weaves Private Limited", gstin: gstinOf("27", "AAKCK1234F"), stateCode: "27" },
      invoiceNumbers: [invoice.number],
      lines: [{ lineId: newLineId, valuePaise: line.amountPaise }],
    });
    // The shop's own documents of the month (its GSTR-1's list of documents) leave the seller's challan out.
    expect(await challanNumbersIn(indianDay(new Date()).slice(0, 7))).toEqual([]);
  });
});

describe("a shop that is one business", () => {
  it("invoices a seller's lines as its own with the charges at the goods' rate, as before", async () => {
    await updateShop({ sellingModel: "single" });
    try {
      const kurta = await newProduct(mumbai.id, { title: "Block-print kurta", category: ["kurtas"], size: [], price: 1000 });
      const order = await orderOf([kurta.id]);
      await dispatch(mumbai.id, order.id, [order.lines[0].id], "ONE-1");
      const rows = await prisma.invoice.findMany({ where: { orderId: order.id } });
      expect(rows.map((row) => [row.number, row.series, row.sellerId])).toEqual([[`INV/${year()}/000001`, "INV", null]]);
      expect(documentOf(rows[0]).supplier.legalName).toBe(SHOP.legalName);
      expect(documentOf(rows[0]).lines.map((line) => [line.hsn, line.rate])).toEqual([
        ["6211", 5],
        ["996812", 5],
      ]);
    } finally {
      await updateShop({ sellingModel: "marketplace" });
    }
  });
});
