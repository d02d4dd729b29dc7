import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createMigratedDatabase, dropDatabase, writeMigratedPgliteDump } from "./database.ts";

// In-process tests against a real database. The migrations are applied once per run, to a
// template; every test file gets a copy of its own (tests/setup/integration-setup.ts): on the
// PostgreSQL server named by DATABASE_URL (CREATE DATABASE … TEMPLATE), or else an in-memory
// PGlite loaded from a dump of a migrated one.
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-it-"));
  const serverUrl = process.env.DATABASE_URL ?? "";
  const templateUrl = serverUrl ? await createMigratedDatabase(serverUrl, "vastra_it_template") : "";
  const pgliteTemplate = path.join(dataDir, "pglite-template.tar");
  if (!serverUrl) await writeMigratedPgliteDump(path.join(dataDir, "pglite-template"), pgliteTemplate);
  project.provide("integrationServerUrl", serverUrl);
  project.provide("integrationTemplateUrl", templateUrl);
  project.provide("integrationPgliteTemplate", serverUrl ? "" : pgliteTemplate);
  project.provide("integrationDataDir", dataDir);
  return async () => {
    if (templateUrl) await dropDatabase(serverUrl, templateUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    integrationServerUrl: string;
    integrationTemplateUrl: string;
    integrationPgliteTemplate: string;
    integrationDataDir: string;
  }
}
