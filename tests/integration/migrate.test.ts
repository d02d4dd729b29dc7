import { inject, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db/connect";
import { MigrationError, migrate, readMigrations } from "@/lib/db/migrate";
import { createFreshDatabase, dropDatabase } from "../setup/database.ts";

// Each case gets an empty database of its own: in-memory PGlite, and a fresh database on
// the PostgreSQL server too when the suite runs against one.
async function withEmptyDatabases(check: (db: Database) => Promise<void>) {
  const pglite = openDatabase({ pgliteDir: "memory://" });
  try {
    await check(pglite);
  } finally {
    await pglite.close();
  }
  const serverUrl = inject("integrationServerUrl");
  if (!serverUrl) return;
  const url = await createFreshDatabase(serverUrl, "vastra_mig");
  const postgres = openDatabase({ url });
  try {
    await check(postgres);
  } finally {
    await postgres.close();
    await dropDatabase(serverUrl, url);
  }
}

describe("migration runner", () => {
  it("applies every migration once and records it in Prisma's history table", async () => {
    await withEmptyDatabases(async (db) => {
      const names = readMigrations().map((m) => m.name);
      expect(await migrate(db.sql)).toEqual(names);
      expect(await migrate(db.sql)).toEqual([]);
      const rows = await db.sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
        `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(rows.map((r) => r.migration_name)).toEqual(names);
      expect(rows.every((r) => /^[a-f0-9]{64}$/.test(r.checksum) && r.finished_at)).toBe(true);
      // The schema is usable through Prisma.
      expect(await db.prisma.product.count()).toBe(0);
    });
  });

  it("rolls back a failing migration entirely and reports which one", async () => {
    await withEmptyDatabases(async (db) => {
      await migrate(db.sql);
      const broken = [
        ...readMigrations(),
        { name: "29990101000000_broken", sql: `CREATE TABLE "Half" (id INT); SELECT * FROM "NoSuchTable";` },
      ];
      await expect(migrate(db.sql, broken)).rejects.toThrow(/29990101000000_broken failed/);
      const half = await db.sql.query(`SELECT to_regclass('"Half"') AS t`);
      expect(half[0].t).toBeNull();
      const recorded = await db.sql.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29990101000000_broken'`);
      expect(recorded).toHaveLength(0);
    });
  });

  it("refuses to go on when an applied migration was edited", async () => {
    await withEmptyDatabases(async (db) => {
      const migrations = readMigrations();
      await migrate(db.sql, migrations);
      const edited = migrations.map((m, i) => (i === 0 ? { ...m, sql: `${m.sql}\n-- edited` } : m));
      await expect(migrate(db.sql, edited)).rejects.toBeInstanceOf(MigrationError);
    });
  });
});
