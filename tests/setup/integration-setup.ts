import { afterAll, beforeAll, inject } from "vitest";
import { createFreshDatabase, dropDatabase } from "./database.ts";

// Runs in each test file's own process before lib/db is first used: the file's database is
// a copy of the run's migrated template (tests/setup/integration-global.ts).
const serverUrl = inject("integrationServerUrl");
process.env.DATA_DIR = inject("integrationDataDir");
process.env.AUTH_SECRET ??= "integration-test-secret-integration-test-secret";
if (serverUrl) {
  process.env.DATABASE_URL = await createFreshDatabase(serverUrl, "vastra_it", inject("integrationTemplateUrl"));
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
  process.env.PGLITE_TEMPLATE = inject("integrationPgliteTemplate");
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
  if (serverUrl) await dropDatabase(serverUrl, process.env.DATABASE_URL!);
});
