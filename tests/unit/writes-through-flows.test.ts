import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every write goes through a flow (issue 40; docs/architecture.md, The layers): a route handler
// answering POST, PUT, PATCH or DELETE calls a flow of lib/flows/ for its write, and from the
// rest of lib/ imports only what reads or answers, never a module's write step. The lint keeps
// the layers (tests/unit/layers.test.ts); this test reads the routes' own imports, which the
// lint cannot tell apart by path alone (lib/orders/ holds reads and write steps both).

const ROOT = process.cwd();
const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** The write routes that call no flow, and why. */
const NO_FLOW: Record<string, string> = {
  // Signing in with a password and signing out begin and end sessions, which are the ground's
  // (lib/auth/: who is calling); the account itself does not change. Sign-up, passwords, the
  // mobile number and signing in by phone (which may make an account) change it: flows.
  "app/api/auth/login/route.ts": "a session begins (lib/auth/login.ts)",
  "app/api/auth/logout/route.ts": "the caller's sessions end (lib/auth/login.ts)",
  // Unknown /api paths answer 404 to every method and write nothing.
  "app/api/[...path]/route.ts": "an unknown API path, refused",
};

// Folders of lib/ whose every export a write route may import: the flows themselves, reads that
// join modules, the API's JSON, the contract, and words every layer shares.
const FREE = ["flows", "views", "api-json", "validation", "http.ts", "errors.ts", "money.ts", "config.ts", "text", "i18n", "shared", "places", "json", "tax"];

/**
 * What a write route may import from the rest of lib/: who is calling, the answer's words and
 * cookies, and the reads its answer is made of. A module's write step named here would be a
 * write past the flows, so each name added is a read.
 */
const READS = new Set([
  // Who is calling, and the session's cookie (lib/auth/).
  "requireSelf",
  "requireCaller",
  "requireOwnerCaller",
  "requireSellerCaller",
  "requireSellerSelf",
  "requireSellerSelfOrOwner",
  "callerFromRequest",
  "sessionCookie",
  "clearedSessionCookie",
  "assertSignInFromOwnPages",
  "clientAddress",
  // Words of an answer.
  "CODE_SECONDS",
  "FORGOT_ANSWER",
  // Reads the answer is made of, and their JSON where a module hands it out.
  "shopperOrder",
  "orderWithPayment",
  "readReturnFor",
  "readBusiness",
  "productReviews",
  "reviewJson",
  "wishlistOf",
  "listCoupons",
  "listAddresses",
  "grievances",
  "grievanceJson",
  "getProfile",
  "findProduct",
  "toProductJson",
  "commissionNow",
  "cachedShop",
  "cachedPolicy",
  "readPolicy",
  // GET /api/whatsapp/webhook's subscription check.
  "verifySubscription",
]);

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

/** `[names, source]` of each import statement, type-only ones left out (they run nothing). */
function importsOf(code: string): { names: string[]; source: string }[] {
  const found = [];
  for (const match of code.matchAll(/^import\s+(type\s+)?(?:\{([^}]*)\}|([\w$]+))\s+from\s+"([^"]+)";/gm)) {
    if (match[1]) continue;
    const names = (match[2] ?? match[3] ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0]);
    found.push({ names, source: match[4] });
  }
  return found;
}

/** The route file and the files of app/ it imports (a handler shared by sibling routes), each once. */
function withLocalHelpers(file: string, seen = new Set<string>()): { file: string; code: string }[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = fs.readFileSync(file, "utf8");
  const helpers = importsOf(code)
    .filter(({ source }) => source.startsWith("."))
    .map(({ source }) => path.resolve(path.dirname(file), source))
    .map((base) => [base, `${base}.ts`, `${base}.tsx`].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()))
    .filter((found): found is string => Boolean(found));
  return [{ file, code }, ...helpers.flatMap((helper) => withLocalHelpers(helper, seen))];
}

/** The methods a route answers with a handler of its own, not a refusal (`methodNotAllowed`). */
function writeMethods(code: string): string[] {
  const refusers = new Set([...code.matchAll(/const (\w+) = methodNotAllowed\(/g)].map((match) => match[1]));
  // tax-document.ts's `notGet` is such a refusal, imported.
  refusers.add("notGet");
  return WRITES.filter((method) => {
    if (new RegExp(`^export (const|async function|function) ${method}\\b`, "m").test(code)) return true;
    const alias = new RegExp(`\\b(\\w+) as ${method}\\b`).exec(code);
    return alias !== null && !refusers.has(alias[1]);
  });
}

/** lib/'s folder (or root file) an import of app/ reaches, or null for a package. */
function libPart(source: string, from: string): string | null {
  const resolved = source.startsWith("@/") ? source.slice(2) : source.startsWith(".") ? relative(path.resolve(path.dirname(from), source)) : null;
  if (!resolved?.startsWith("lib/")) return null;
  const first = resolved.slice(4).split("/")[0];
  return first.includes(".") || resolved.slice(4).includes("/") ? first : `${first}.ts`;
}

/** What is wrong with one route's writes: sentences naming the file. */
function writeProblems(file: string): string[] {
  const name = relative(file);
  const files = withLocalHelpers(file);
  if (writeMethods(files[0].code).length === 0 || name in NO_FLOW) return [];
  const imports = files.flatMap(({ file: from, code }) => importsOf(code).map((found) => ({ ...found, part: libPart(found.source, from) })));
  const problems = [];
  if (!imports.some(({ part }) => part === "flows"))
    problems.push(`${name} writes (${writeMethods(files[0].code).join(", ")}) without calling a flow of lib/flows/.`);
  for (const { names, source, part } of imports) {
    if (part === null || FREE.includes(part)) continue;
    for (const imported of names.filter((named) => !READS.has(named)))
      problems.push(`${name} imports ${imported} from ${source}: a write route calls flows for its writes (a read it needs goes in READS).`);
  }
  return problems;
}

function routeFiles(): string[] {
  return (fs.readdirSync(path.join(ROOT, "app"), { recursive: true }) as string[])
    .filter((entry) => path.basename(entry) === "route.ts")
    .map((entry) => path.join(ROOT, "app", entry))
    .sort();
}

describe("every write goes through a flow", () => {
  it("each route answering POST, PUT, PATCH or DELETE calls a flow and imports no module's write step", () => {
    const writing = routeFiles().filter((file) => writeMethods(fs.readFileSync(file, "utf8")).length > 0);
    // The routes are found: a change in how handlers are written must not empty the check.
    expect(writing.length).toBeGreaterThan(60);
    expect(writing.flatMap(writeProblems)).toEqual([]);
  });

  it("each exception still names a route that writes", () => {
    for (const name of Object.keys(NO_FLOW)) expect(writeMethods(fs.readFileSync(path.join(ROOT, name), "utf8")), name).not.toEqual([]);
  });

  it("no page writes: app/ and components/ have no server action", () => {
    const files = ["app", "components"].flatMap((folder) =>
      (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[])
        .filter((entry) => /\.tsx?$/.test(entry))
        .map((entry) => path.join(ROOT, folder, entry)),
    );
    const actions = files.filter((file) => /^\s*["']use server["']/m.test(fs.readFileSync(file, "utf8"))).map(relative);
    expect(actions, "a server action writes: call a flow from it, and check it here").toEqual([]);
  });
});
