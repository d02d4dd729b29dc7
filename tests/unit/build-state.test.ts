import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { recordBuild, staleBuild } from "../../scripts/lib/build-state.mjs";

// A small project of its own per case, its files dated by hand: a build started at `BUILT`.
const BUILT = Date.parse("2026-11-24T12:00:00Z");
const BEFORE = new Date(BUILT - 60_000);
const AFTER = new Date(BUILT + 60_000);

const roots: string[] = [];
function project(files: string[]): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-build-state-"));
  roots.push(root);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), "");
    fs.utimesSync(path.join(root, file), BEFORE, BEFORE);
  }
  const dist = path.join(root, ".next-test");
  fs.mkdirSync(dist);
  return { root, dist };
}
const touch = (root: string, file: string) => fs.utimesSync(path.join(root, file), AFTER, AFTER);
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const FILES = [
  "app/page.tsx",
  "components/ui/Button.tsx",
  "lib/money.ts",
  "lib/money.test.ts",
  "next.config.ts",
  "package-lock.json",
  "tests/api/x.test.ts",
  "docs/api.md",
];

describe("a test build is used only when it is current", () => {
  it("no build, or one that never finished, is built", () => {
    const { root, dist } = project(FILES);
    expect(staleBuild(dist, root)).toBe("there is no build yet");
    fs.writeFileSync(path.join(dist, "BUILD_ID"), "x");
    expect(staleBuild(dist, root)).toMatch(/never finished/);
  });

  it("a build started after every source last changed is current", () => {
    const { root, dist } = project(FILES);
    recordBuild(dist, BUILT);
    expect(staleBuild(dist, root)).toBeNull();
  });

  it("any source changed after the build started makes it stale, and says which", () => {
    for (const file of ["app/page.tsx", "components/ui/Button.tsx", "lib/money.ts", "next.config.ts", "package-lock.json"]) {
      const { root, dist } = project(FILES);
      recordBuild(dist, BUILT);
      touch(root, file);
      expect(staleBuild(dist, root)).toBe(`${file} changed after it was built`);
    }
  });

  it("tests and docs are no source of the build", () => {
    const { root, dist } = project(FILES);
    recordBuild(dist, BUILT);
    for (const file of ["lib/money.test.ts", "tests/api/x.test.ts", "docs/api.md"]) touch(root, file);
    expect(staleBuild(dist, root)).toBeNull();
  });

  it("a build made by another Node version is made again", () => {
    const { root, dist } = project(FILES);
    fs.writeFileSync(path.join(dist, "vastra-build.json"), JSON.stringify({ startedAt: BUILT, node: "v0.10.48" }));
    expect(staleBuild(dist, root)).toBe("it was built with Node v0.10.48");
  });
});
