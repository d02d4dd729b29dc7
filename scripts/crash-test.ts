// `npm run crash-test`: kill -9 the shop in the middle of a burst of checkouts, restart
// it on the same database, and check that nothing was half done. Each round (CRASH_ROUNDS,
// default 3) signs up CRASH_SHOPPERS shoppers (default 40) with full carts, sends their
// checkouts spread over 1.5 s, and kills the server 0.7 s in. After the restart every
// shopper must be in one of two whole states: ordered (cart empty, the order stored with
// every line) or not (cart exactly as it was). Checkouts whose answer never came are then
// retried with the same Idempotency-Key: one that did commit returns its order, one that
// did not is placed now, so each shopper ends with exactly one order (the table's
// "of which committed" are orders that were written but whose answer died with the server). The database is then
// checked row by row. PostgreSQL when DATABASE_URL names a server, else embedded PGlite.
import { runScript } from "./run-script.ts";
import { auditDatabase, lineKey, reportAudit, type AckedOrder } from "./trust/audit.ts";
import { ADDRESS, newIdempotencyKey, Recorder, sellerWithProducts, signUp, type Account } from "./trust/client.ts";
import { newTarget, startShop, type Shop } from "./trust/server.ts";

const ROUNDS = Number(process.env.CRASH_ROUNDS) || 3;
const SHOPPERS = Number(process.env.CRASH_SHOPPERS) || 40;
const SPREAD_MS = 1500;
const KILL_AFTER_MS = 700;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sameLines = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();
type OrderAnswer = { id: string; items: { productId: { _id: string }; size: string; quantity: number }[] };
const answerLines = (order: OrderAnswer) => order.items.map((i) => lineKey({ productId: i.productId._id, size: i.size, quantity: i.quantity }));

interface Shopper extends Account {
  cart: string[];
  key: string;
}

runScript(async () => {
  const target = await newTarget("crash");
  const env = { SEED_DEMO_DATA: "0" };
  console.log(`crash-test: ${ROUNDS} rounds × ${SHOPPERS} checkouts on ${target.kind === "postgres" ? "PostgreSQL" : "embedded PGlite"}`);
  let shop: Shop = await startShop(target, env);
  const recorder = new Recorder();
  const acked = new Map<string, AckedOrder>();
  const broken: string[] = [];
  const { productIds } = await sellerWithProducts(recorder, shop.baseUrl, 4);
  console.log("round  acked-before-kill  unanswered  of-which-committed  of-which-cart-intact  broken");

  for (let round = 1; round <= ROUNDS; round++) {
    const base = shop.baseUrl;
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, SHOPPERS - i) }, () => signUp(recorder, base, `crash${round}`)));
      for (const account of batch) {
        const cart: string[] = [];
        for (const productId of productIds.slice(0, 1 + Math.floor(Math.random() * 3))) {
          const quantity = 1 + Math.floor(Math.random() * 3);
          await recorder.call(base, "cart add", "POST", `/api/cart/add/${account.id}`, { token: account.token, body: { productId, quantity } });
          cart.push(lineKey({ productId, size: "", quantity }));
        }
        shoppers.push({ ...account, cart, key: newIdempotencyKey() });
      }
    }

    const checkout = (s: Shopper, url: string) =>
      recorder.call(url, "order", "POST", `/api/order/add/${s.id}`, { token: s.token, body: { address: ADDRESS }, headers: { "Idempotency-Key": s.key } });
    const inFlight = shoppers.map(async (s) => {
      await sleep(Math.random() * SPREAD_MS);
      return checkout(s, base);
    });
    await sleep(KILL_AFTER_MS);
    await shop.crash();
    const answers = await Promise.all(inFlight);
    shop = await startShop(target, env);

    let ackedNow = 0;
    let committedUnanswered = 0;
    let intact = 0;
    const before = broken.length;
    for (const [i, s] of shoppers.entries()) {
      const answer = answers[i];
      const cart = await recorder.call(shop.baseUrl, "cart", "GET", `/api/cart/${s.id}`, { token: s.token });
      const cartLines = (cart.body.cartItems as { productId: { _id: string }; size: string; quantity: number }[]).map((l) =>
        lineKey({ productId: l.productId._id, size: l.size, quantity: l.quantity }),
      );
      if (answer.status === 201) {
        ackedNow++;
        acked.set(answer.body.id, { userId: s.id, lines: answerLines(answer.body) });
        if (!sameLines(answerLines(answer.body), s.cart)) broken.push(`round ${round}: ${s.username}'s order is not their cart`);
        if (cartLines.length) broken.push(`round ${round}: ${s.username} ordered and still has the cart`);
        continue;
      }
      if (answer.status !== 0) broken.push(`round ${round}: ${s.username}'s checkout answered ${answer.status}`);
      const wasCommitted = cartLines.length === 0;
      if (!wasCommitted && !sameLines(cartLines, s.cart)) broken.push(`round ${round}: ${s.username}'s cart is half ordered`);
      // The client's retry with the same key.
      const retry = await checkout(s, shop.baseUrl);
      if (retry.status !== 201) {
        broken.push(`round ${round}: ${s.username}'s retry answered ${retry.status}${wasCommitted ? " (cart emptied without its order)" : ""}`);
        continue;
      }
      acked.set(retry.body.id, { userId: s.id, lines: answerLines(retry.body) });
      if (!sameLines(answerLines(retry.body), s.cart)) broken.push(`round ${round}: ${s.username}'s retried order is not their cart`);
      if (wasCommitted) committedUnanswered++;
      else intact++;
    }
    const unanswered = shoppers.length - ackedNow;
    console.log(
      [round, ackedNow, unanswered, committedUnanswered, intact, broken.length - before].map((n, k) => String(n).padStart([5, 18, 11, 19, 21, 7][k])).join(" "),
    );
  }
  await shop.stop();

  const report = await auditDatabase(target, acked);
  const audit = reportAudit(report, { allowUnacknowledged: false });
  const expected = ROUNDS * SHOPPERS;
  console.log(`\ndatabase after ${ROUNDS} crashes and restarts (${expected} shoppers, one checkout each)`);
  for (const line of audit.lines) console.log(`  ${line}`);
  if (report.ordersStored !== expected) broken.push(`${report.ordersStored} orders stored for ${expected} shoppers`);
  for (const problem of broken) console.log(`  ✗ ${problem}`);
  await target.discard();
  const ok = audit.ok && broken.length === 0;
  console.log(`\ncrash-test: ${ok ? "PASS" : "FAIL"}`);
  return ok ? 0 : 1;
});
