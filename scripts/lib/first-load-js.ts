import zlib from "node:zlib";

// The one measurement of first-load JavaScript that `npm run bench`, its bare Next page and
// the budget test in `npm test` share (docs/performance.md): every script a page's HTML
// loads, each gzip-compressed at level 9 as a server would send it, summed. `noModule`
// polyfills are left out: browsers with modules never fetch them.

export interface FirstLoad {
  /** Gzip bytes of all the page's scripts. */
  bytes: number;
  /** Each script's path and gzip bytes, in the order the page loads them. */
  scripts: { src: string; bytes: number }[];
}

/** The module scripts a page's HTML loads, each once. */
export function scriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  return [...new Set(tags.filter((tag) => !/\bnoModule\b/i.test(tag[0])).map((tag) => tag[1]))];
}

/** Sums the gzip size of a page's scripts; `load` fetches one script's bytes by its src. */
export async function measureFirstLoad(html: string, load: (src: string) => Promise<Buffer>): Promise<FirstLoad> {
  const scripts = [];
  for (const src of scriptSources(html)) scripts.push({ src, bytes: zlib.gzipSync(await load(src), { level: 9 }).length });
  return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
}

/** A page of a running server, measured as a first visit loads it. */
export async function firstLoadOf(baseUrl: string, route: string): Promise<FirstLoad> {
  const response = await fetch(baseUrl + route);
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return measureFirstLoad(await response.text(), async (src) => {
    const script = await fetch(new URL(src, baseUrl));
    if (!script.ok) throw new Error(`${src} answered ${script.status}`);
    return Buffer.from(await script.arrayBuffer());
  });
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
