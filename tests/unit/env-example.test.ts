import fs from "node:fs";
import { describe, expect, it } from "vitest";

// .env.example lists every variable the shop reads: those of lib/config.ts, and the plain
// JavaScript modules that read their own before any TypeScript loads (config.ts names them).
const READERS = ["lib/config.ts", "scripts/client-address.mjs", "lib/cache/shared-cache.mjs", "scripts/graceful-shutdown.mjs"];

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

function variablesRead(): string[] {
  return sorted(READERS.flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1])));
}

/** `NAME=value` and commented-out `# NAME=value` lines. */
function variablesListed(): string[] {
  return sorted([...fs.readFileSync(".env.example", "utf8").matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
}

describe(".env.example", () => {
  it("lists every variable the shop reads, and none it does not", () => {
    expect(variablesRead()).toContain("SIGNUP_LIMIT");
    expect(variablesListed()).toEqual(variablesRead());
  });

  it("explains each variable in a comment above it", () => {
    const lines = fs.readFileSync(".env.example", "utf8").split("\n");
    for (const [index, line] of lines.entries()) {
      if (/^(?:# )?[A-Z][A-Z0-9_]*=/.test(line)) expect(lines[index - 1], line).toMatch(/^# (?![A-Z][A-Z0-9_]*=)/);
    }
  });
});
