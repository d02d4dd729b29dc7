// `npm run load`: a bounded load test of the shop on this machine. 50 shoppers at once
// for 60 s (LOAD_SHOPPERS, LOAD_SECONDS) browse the catalog, open products, add to their
// carts and place orders against the production build on 127.0.0.1, on a fresh database
// (PostgreSQL when DATABASE_URL names a server, else embedded PGlite). It prints requests,
// errors and latency, then checks the database row by row against every acknowledged
// order, and the stock of every seeded size: units sold + units left = units seeded. Exit 1
// on any 5xx, any request left unanswered, any lost, doubled or half-written order, or any
// unit sold twice or lost. Carts take a size of the product (the seed tracks stock per
// size); a size sold out is refused (409) as it would be for a shopper.
import { runScript } from "./run-script.ts";
import { auditDatabase, lineKey, reportAudit, type AckedOrder } from "./trust/audit.ts";
import { ADDRESS, newIdempotencyKey, percentile, Recorder, signUp, type Account } from "./trust/client.ts";
import { newTarget, startShop } from "./trust/server.ts";
import { auditStock } from "./trust/stock-audit.ts";

const SHOPPERS = Number(process.env.LOAD_SHOPPERS) || 50;
const SECONDS = Math.min(Number(process.env.LOAD_SECONDS) || 60, 600);
/** A hard stop besides the clock, so the run is bounded whatever the speed. */
const MAX_REQUESTS = 250_000;

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

runScript(async () => {
  const target = await newTarget("load");
  console.log(`load: ${SHOPPERS} shoppers for ${SECONDS} s on ${target.kind === "postgres" ? "PostgreSQL" : "embedded PGlite"}; starting the shop …`);
  const shop = await startShop(target);
  const base = shop.baseUrl;
  const acked = new Map<string, AckedOrder>();
  const recorder = new Recorder();
  let elapsed = 0;
  try {
    const setup = new Recorder();
    const catalog = await setup.call(base, "setup", "GET", "/api/product?limit=100");
    const catalogProducts: { id: string; size: string[] }[] = catalog.body;
    const productIds = catalogProducts.map((p) => p.id);
    const shoppers: Account[] = [];
    for (let i = 0; i < SHOPPERS; i += 10) {
      shoppers.push(...(await Promise.all(Array.from({ length: Math.min(10, SHOPPERS - i) }, () => signUp(setup, base, "shopper")))));
    }
    console.log(`load: ${productIds.length} products, ${shoppers.length} shoppers signed up; go`);

    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const going = () => Date.now() < deadline && recorder.samples.length < MAX_REQUESTS;
    const shopperLoop = async (shopper: Account) => {
      const auth = { token: shopper.token };
      while (going()) {
        await recorder.call(base, "browse api", "GET", `/api/product?limit=20&offset=${Math.floor(Math.random() * 40)}`);
        const product = pick(catalogProducts);
        const productId = product.id;
        await recorder.call(base, "product api", "GET", `/api/product/${productId}`);
        if (Math.random() < 0.3) await recorder.call(base, "product page", "GET", `/product/${productId}`);
        if (Math.random() < 0.2) await recorder.call(base, "listing page", "GET", "/products");
        await recorder.call(base, "cart add", "POST", `/api/cart/add/${shopper.id}`, {
          ...auth,
          body: { productId, quantity: 1, size: product.size.length ? pick(product.size) : undefined },
        });
        await recorder.call(base, "cart", "GET", `/api/cart/${shopper.id}`, auth);
        if (Math.random() < 0.35 && going()) {
          const order = { ...auth, body: { address: ADDRESS }, headers: { "Idempotency-Key": newIdempotencyKey() } };
          let answer = await recorder.call(base, "order", "POST", `/api/order/add/${shopper.id}`, order);
          // A lost answer is retried with the same key, as the storefront's retry would be.
          if (answer.status === 0 || answer.status >= 500) answer = await recorder.call(base, "order retry", "POST", `/api/order/add/${shopper.id}`, order);
          // Something in the cart sold out meanwhile: the shopper empties the cart and goes on.
          if (answer.status === 409 && answer.body?.error?.code === "out_of_stock")
            await recorder.call(base, "cart clear", "DELETE", `/api/cart/clear/${shopper.id}`, auth);
          if (answer.status === 201) {
            acked.set(answer.body.id, {
              userId: shopper.id,
              lines: answer.body.items.map((i: { productId: { _id: string }; size: string; quantity: number }) =>
                lineKey({ productId: i.productId._id, size: i.size, quantity: i.quantity }),
              ),
            });
          }
        }
      }
    };
    await Promise.all(shoppers.map(shopperLoop));
    elapsed = (Date.now() - started) / 1000;
  } finally {
    await shop.stop();
  }

  const samples = recorder.samples;
  const failed = samples.filter((s) => s.status === 0 || s.status >= 500);
  const refused = samples.filter((s) => s.status >= 400 && s.status < 500);
  console.log(
    `\nrequests ${samples.length} in ${elapsed.toFixed(1)} s (${(samples.length / elapsed).toFixed(0)}/s); errors (5xx or no answer) ${failed.length}; 4xx ${refused.length}`,
  );
  console.log(
    `latency p50 ${percentile(
      samples.map((s) => s.ms),
      50,
    ).toFixed(0)} ms, p99 ${percentile(
      samples.map((s) => s.ms),
      99,
    ).toFixed(0)} ms, max ${percentile(
      samples.map((s) => s.ms),
      100,
    ).toFixed(0)} ms`,
  );
  console.log("\nkind            requests   errors   4xx    p50 ms   p99 ms");
  for (const kind of [...new Set(samples.map((s) => s.kind))]) {
    const of = samples.filter((s) => s.kind === kind);
    const ms = of.map((s) => s.ms);
    const row = [kind.padEnd(15), String(of.length).padStart(8), String(of.filter((s) => s.status === 0 || s.status >= 500).length).padStart(8)];
    row.push(
      String(of.filter((s) => s.status >= 400 && s.status < 500).length).padStart(5),
      percentile(ms, 50).toFixed(0).padStart(9),
      percentile(ms, 99).toFixed(0).padStart(8),
    );
    console.log(row.join(" "));
  }

  const audit = reportAudit(await auditDatabase(target, acked), { allowUnacknowledged: false });
  console.log("\ndatabase after the run");
  for (const line of audit.lines) console.log(`  ${line}`);
  const stock = await auditStock(target);
  console.log("\nstock of the seeded sizes (units sold + units left = units seeded)");
  console.log(`  sizes checked                  ${stock.sizes}`);
  console.log(`  units seeded                   ${stock.seeded}`);
  console.log(`  units sold (not cancelled)     ${stock.sold}`);
  console.log(`  units left                     ${stock.left}`);
  console.log(`  sizes sold out                 ${stock.soldOut}`);
  console.log(`  sizes that do not add up       ${stock.mismatches.length}`);
  for (const mismatch of stock.mismatches.slice(0, 10)) console.log(`    ${mismatch}`);
  await target.discard();
  const ok = failed.length === 0 && audit.ok && stock.mismatches.length === 0;
  console.log(`\nload: ${ok ? "PASS" : "FAIL"}`);
  return ok ? 0 : 1;
});
