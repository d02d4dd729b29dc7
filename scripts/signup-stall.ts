// How much a burst of sign-ups slows everyone else (SECURITY.md, Resource limits): times
// cheap requests, one after another, while idle and then while SIGNUPS registrations run at
// once, each from its own address. The requests: GET /robots.txt, a product from the
// database, a static script (a file read, on libuv's thread pool) and a signed-in profile
// (its token is decrypted with Web Crypto, on the thread pool too). Run it against a
// production server that trusts X-Forwarded-For, so that the sign-up throttle (per address)
// does not turn the burst away before it hashes anything:
//
//   TRUST_PROXY=1 PORT=3400 npm start   (another terminal)
//   BASE_URL=http://127.0.0.1:3400 npx tsx scripts/signup-stall.ts
import crypto from "node:crypto";
import os from "node:os";

const baseUrl = process.env.BASE_URL;
if (!baseUrl) throw new Error("set BASE_URL to a running shop, e.g. http://127.0.0.1:3000");
const signups = Number(process.env.SIGNUPS || 24);

interface Probe {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

async function timed(probe: Probe): Promise<number> {
  const started = performance.now();
  const response = await fetch(baseUrl + probe.path, { headers: probe.headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${probe.path} answered ${response.status}`);
  return performance.now() - started;
}

/** Times the probes one after another until `until` settles. */
async function sample(probes: Probe[], until: Promise<unknown>): Promise<Map<string, number[]>> {
  let done = false;
  void until.finally(() => (done = true));
  const times = new Map(probes.map((probe) => [probe.name, [] as number[]]));
  while (!done) for (const probe of probes) times.get(probe.name)!.push(await timed(probe));
  return times;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0).padStart(5);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${times.length})`;
}

async function register(from: string, username = `stall_${crypto.randomBytes(5).toString("hex")}`): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ firstName: "Load", email: `${username}@example.com`, username, password: PASSWORD }),
  });
  return response.status;
}

const PASSWORD = "a long enough passphrase";
const probeUser = `stall_${crypto.randomBytes(5).toString("hex")}`;
await register("192.0.2.250", probeUser);
const login = (await (
  await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.250" },
    body: JSON.stringify({ username: probeUser, password: PASSWORD }),
  })
).json()) as { token: string; id: string };
const [product] = (await (await fetch(`${baseUrl}/api/product?limit=1`)).json()) as { id: string }[];
const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await fetch(`${baseUrl}/products`)).text())![1];
const probes: Probe[] = [
  { name: "GET /robots.txt", path: "/robots.txt" },
  { name: "GET /api/product/{id}", path: `/api/product/${product.id}` },
  { name: "GET static script", path: script },
  { name: "GET /api/user/{id}", path: `/api/user/${login.id}`, headers: { token: login.token } },
];
for (const probe of probes) await timed(probe);

const idle = await sample(probes, new Promise((resolve) => setTimeout(resolve, 3000)));
const started = performance.now();
const burst = Promise.all(Array.from({ length: signups }, (_, i) => register(`192.0.2.${i + 1}`)));
const loaded = await sample(probes, burst);
const statuses = await burst;
const counts = Object.entries(statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}));

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} on ${os.availableParallelism()} cores`,
);
console.log(`sign-ups: ${counts.map(([s, n]) => `${n}× ${s}`).join(", ")} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
for (const probe of probes) {
  console.log(`${probe.name.padEnd(22)} idle ${summary(idle.get(probe.name)!)} | during ${signups} sign-ups ${summary(loaded.get(probe.name)!)}`);
}
