import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

// In-process tests against a real database. Every test file gets an empty database of
// its own (tests/setup/integration-setup.ts): a fresh one on the PostgreSQL server named by
// DATABASE_URL, or else an in-memory PGlite.
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-it-"));
  project.provide("integrationServerUrl", process.env.DATABASE_URL ?? "");
  project.provide("integrationDataDir", dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    integrationServerUrl: string;
    integrationDataDir: string;
  }
}
