import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { createFreshDatabase, dropDatabase } from "./database.ts";
import { restoreSnapshot, takeSnapshot, type Snapshot } from "./pglite-reset.ts";

// Runs before each test file, before lib/db is first used. A worker process runs several
// files one after another (isolate: false, vitest.config.ts), and each file finds what a
// process of its own gave it: our modules evaluated afresh, process.env as it was, and a
// database that is a copy of the run's migrated template (tests/setup/integration-global.ts).
// On PostgreSQL that is a new database per file; on PGlite it is the worker's one in-memory
// database put back to the template's state after each file (tests/setup/pglite-reset.ts),
// since opening one costs 2-3 s of CPU.
vi.resetModules();
vi.useRealTimers();
const envBefore = { ...process.env };
const serverUrl = inject("integrationServerUrl");
process.env.DATA_DIR = inject("integrationDataDir");
process.env.AUTH_SECRET ??= "integration-test-secret-integration-test-secret";

interface KeptPglite {
  client: PGlite;
  snapshot: Snapshot;
}
const worker = globalThis as unknown as { __vastraDb?: unknown; __vastraTestPglite?: Promise<KeptPglite> };

if (serverUrl) {
  process.env.DATABASE_URL = await createFreshDatabase(serverUrl, "vastra_it", inject("integrationTemplateUrl"));
} else {
  delete process.env.DATABASE_URL;
  // What lib/db would open by itself (tests that open a database of their own still do).
  process.env.PGLITE_DIR = "memory://";
  process.env.PGLITE_TEMPLATE = inject("integrationPgliteTemplate");
  const { openPgliteClient, pgliteDatabase } = await import("../../lib/db/connect.ts");
  worker.__vastraTestPglite ??= (async () => {
    const client = openPgliteClient("memory://", process.env.PGLITE_TEMPLATE);
    await client.waitReady;
    return { client, snapshot: await takeSnapshot(client) };
  })();
  const { client } = await worker.__vastraTestPglite;
  // lib/db's database() takes this one; closing it leaves the PGlite open for the next file.
  worker.__vastraDb = pgliteDatabase(client, async () => {});
}

beforeAll(async () => {
  // The copy has every migration; this checks that none is missing or changed since.
  const { database } = await import("../../lib/db.ts");
  const { migrate } = await import("../../lib/db/migrate.ts");
  await migrate(database().sql);
});

afterAll(async () => {
  const { database } = await import("../../lib/db.ts");
  await database().close();
  worker.__vastraDb = undefined;
  if (serverUrl) await dropDatabase(serverUrl, process.env.DATABASE_URL!);
  else {
    const kept = await worker.__vastraTestPglite!;
    // A file that changed the schema leaves its database behind; the next one opens a new copy.
    if (!(await restoreSnapshot(kept.client, kept.snapshot))) {
      worker.__vastraTestPglite = undefined;
      await kept.client.close();
    }
  }
  for (const name of Object.keys(process.env)) if (!(name in envBefore)) delete process.env[name];
  Object.assign(process.env, envBefore);
});
