import { waitForHttp } from "./net.ts";

/**
 * Addresses that run each kind of catalog route once: a listing, a listing view past its last
 * page, a search and a product that match nothing, and the search API. Only the first is kept
 * in the cache, and it is the catalog's front page; the others answer 404 or an empty list,
 * which nothing keeps (lib/cache/kept.mjs), so a restart adds nothing a shopper did not ask for.
 */
const WARM_UP_PATHS = ["/products", "/products?page=999999", "/products/zqxvjk", "/api/product?q=zqxvjk", "/product/zqxvjk"];

/**
 * Asks for each once the server answers. A route's first request after start paid for its
 * first render (at a million products, `/products?page=2` took 2.1 s first and 0.2 s after,
 * load 25): a shopper's request should not. Failures are ignored: this only warms.
 */
export async function warmUp(baseUrl: string): Promise<void> {
  await waitForHttp(`${baseUrl}/api/health`, 120_000);
  for (const path of WARM_UP_PATHS) {
    const response = await fetch(baseUrl + path).catch(() => null);
    await response?.arrayBuffer();
  }
}
