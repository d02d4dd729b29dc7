import crypto from "node:crypto";
import sharp from "sharp";
import { expect } from "vitest";
import { AppError } from "@/lib/errors";
import { addProduct } from "@/lib/flows/add-product";
import { hashPassword } from "@/lib/auth/password";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import { answerCodConfirmation } from "@/lib/flows/answer-cod";
import { placeOrder } from "@/lib/flows/place-order";
import { updateShop } from "@/lib/shop/profile";
import { businessUpdateSchema } from "@/lib/validation/business";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { registerSchema } from "@/lib/validation/users";
import { KALA } from "../fixtures/business.ts";
import { productInputSchema } from "@/lib/validation/products";

// Real rows (products through the real lib functions, users as registerUser writes them);
// nothing here fakes our own code.

export const PASSWORD = "correct horse battery";

export async function pngDataUrl(color = "#c0392b"): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

let passwordHash: Promise<string> | undefined;
/**
 * One real scrypt hash of PASSWORD, made once per test file and given to every fixture
 * user: logging in with PASSWORD works as for a registered user, without paying ~0.3 s of
 * hashing per user. Registration itself (registerUser) is tested in users.test.ts.
 */
const fixtureHash = () => (passwordHash ??= hashPassword(PASSWORD));

/**
 * A user row as registerUser writes it (the same schema parses the input), with the shared
 * hash above, whose address is verified as if they had used the link mailed at sign-up
 * (`verified: false` leaves it as sign-up does).
 */
export async function newUser(options: { admin?: boolean; prefix?: string; verified?: boolean } = {}) {
  const tag = `${options.prefix ?? (options.admin ? "seller" : "shopper")}_${crypto.randomBytes(4).toString("hex")}`;
  const input = registerSchema.parse({
    firstName: "Asha",
    lastName: "Rao",
    email: `${tag}@example.com`,
    username: tag,
    password: PASSWORD,
    admin: options.admin ?? false,
  });
  const { id } = await prisma.user.create({
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      username: input.username,
      passwordHash: await fixtureHash(),
      admin: input.admin,
      ...(options.verified === false ? {} : { emailVerified: true, verifiedEmail: input.email }),
    },
    select: { id: true },
  });
  return { id, username: input.username, email: input.email };
}

export async function newProduct(sellerId: string, fields: Record<string, unknown> = {}) {
  const input = productInputSchema.parse({
    title: "Linen shirt",
    description: "Breathable",
    price: 799.5,
    size: ["S", "M", "L"],
    color: "white",
    category: ["shirts", "men"],
    previewSource: await pngDataUrl(),
    ...fields,
  });
  return addProduct(sellerId, input);
}

/**
 * Runs `checkout` while the shopper's checkouts fail at their last write (emptying the cart,
 * after the order and its lines, number and mail were written), as a power cut would: the
 * whole transaction must roll back.
 */
export async function whileCheckoutsFail(shopperId: string, checkout: () => Promise<unknown>): Promise<void> {
  const fn = `fail_checkout_${shopperId}`;
  await prisma.$executeRawUnsafe(
    `CREATE FUNCTION "${fn}"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF OLD."userId" = '${shopperId}' THEN RAISE EXCEPTION 'power cut'; END IF; RETURN OLD; END $$`,
  );
  await prisma.$executeRawUnsafe(`CREATE TRIGGER "${fn}" BEFORE DELETE ON "CartLine" FOR EACH ROW EXECUTE FUNCTION "${fn}"()`);
  try {
    await checkout();
  } finally {
    await prisma.$executeRawUnsafe(`DROP TRIGGER "${fn}" ON "CartLine"`);
    await prisma.$executeRawUnsafe(`DROP FUNCTION "${fn}"()`);
  }
}

/**
 * The shop of a file whose subject is not cash-on-delivery confirmation asks for none, so that
 * its orders may be accepted as soon as they are placed; the rule itself (on by default, as on
 * the demo shop) is tests/integration/cod-confirmation.test.ts's.
 */
export async function shopWithoutCodConfirmation(): Promise<void> {
  await updateShop({ cod: { confirm: { enabled: false } } });
}

/** The shopper confirms their cash-on-delivery order on its page, when it asks (lib/flows/answer-cod.ts). */
export async function confirmCod(shopperId: string, order: { id: string; codConfirmStatus: string | null }): Promise<void> {
  if (order.codConfirmStatus === "pending") await answerCodConfirmation({ shopperId, orderId: order.id }, "confirm");
}

/** The AppError an attempt fails with (the test fails when it succeeds or throws anything else). */
export async function refusal(attempt: Promise<unknown>): Promise<AppError> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

export const ADDRESS = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" };

/** The shopper orders `quantity` of the product in `size`; its seller accepts, sends and delivers it through a parcel. */
export async function deliverLine(sellerId: string, shopperId: string, productId: string, { size = "M", quantity = 1 } = {}) {
  await addToCart(shopperId, cartAddSchema.parse({ productId, quantity, size }));
  const { order } = await placeOrder(shopperId, orderInputSchema.parse({ address: ADDRESS }));
  const line = order.lines[0];
  await confirmCod(shopperId, order);
  await setOrderLineStatus(sellerId, line.id, "Accepted");
  const parcel = await dispatchLines(sellerId, order.id, { lineIds: [line.id], carrier: "DTDC", awb: `DL${line.id}`.toUpperCase() });
  await closeShipment(sellerId, parcel.id, "delivered");
  return { order, line, parcel };
}

/** A marketplace seller's complete business (KALA, a registered one in Mumbai, unless told), parsed as the API parses it. */
export const businessInput = (fields: Record<string, unknown>) => businessUpdateSchema.parse({ ...KALA, ...fields });
