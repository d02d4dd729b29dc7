import { afterAll, beforeAll, inject } from "vitest";
import { createFreshDatabase, dropDatabase } from "./database.ts";

// Runs in each test file's own process before lib/db is first used.
const serverUrl = inject("integrationServerUrl");
process.env.DATA_DIR = inject("integrationDataDir");
process.env.AUTH_SECRET ??= "integration-test-secret-integration-test-secret";
if (serverUrl) {
  process.env.DATABASE_URL = await createFreshDatabase(serverUrl, "vastra_it");
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}

beforeAll(async () => {
  const { database } = await import("../../lib/db.ts");
  const { migrate } = await import("../../lib/db/migrate.ts");
  await migrate(database().sql);
});

afterAll(async () => {
  const { database } = await import("../../lib/db.ts");
  await database().close();
  if (serverUrl) await dropDatabase(serverUrl, process.env.DATABASE_URL!);
});
