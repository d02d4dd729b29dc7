import { waitForHttp } from "./net.ts";

/**
 * Addresses that run each kind of catalog route once: a listing view past its last page, a
 * search and a product that match nothing, and the search API. Each answers 404 or an empty
 * list, which nothing keeps (lib/cache/kept.mjs).
 *
 * The bench warms its server with these before it measures (scripts/bench/server.ts), so that
 * its figures are each page's first request, not each route's first after a start. `npm start`
 * does not: a render of the warm-up still running when the owner changed the shop profile kept
 * the old profile in the data cache after the change had expired it, and every page's footer
 * showed it (tests/api/legal.test.ts failed so).
 */
const WARM_UP_PATHS = ["/products?page=999999", "/products/zqxvjk", "/api/product?q=zqxvjk", "/product/zqxvjk"];

/**
 * Asks for each once the server answers. A route's first request after start pays for its
 * first render (at a million products, `/products?page=2` took 2.1 s first and 0.2 s after,
 * load 25). Failures are ignored: this only warms.
 */
export async function warmUp(baseUrl: string): Promise<void> {
  await waitForHttp(`${baseUrl}/api/health`, 120_000);
  for (const path of WARM_UP_PATHS) {
    const response = await fetch(baseUrl + path).catch(() => null);
    await response?.arrayBuffer();
  }
}
