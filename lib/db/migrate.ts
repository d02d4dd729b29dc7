import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlRunner } from "./connect.ts";

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir = path.resolve("prisma/migrations")): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => ({ name: entry.name, sql: fs.readFileSync(path.join(dir, entry.name, "migration.sql"), "utf8") }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

// Prisma's own history table, with Prisma's columns and checksum (sha256 of the file), so
// that `prisma migrate deploy` on a normal machine sees these migrations as applied.
const HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {}

/** Applies pending migrations in name order, each in its own transaction. Returns the names applied. */
export async function migrate(sql: SqlRunner, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return sql.withLock(async () => {
    await sql.exec(HISTORY_TABLE);
    const rows = await sql.query<{ migration_name: string; checksum: string; finished_at: unknown }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const checksum = crypto.createHash("sha256").update(migration.sql).digest("hex");
      const previous = done.get(migration.name);
      if (previous) {
        if (!previous.finished_at) {
          throw new MigrationError(`Migration ${migration.name} was started but never finished; inspect the database before going on.`);
        }
        if (previous.checksum !== checksum) {
          throw new MigrationError(`Migration ${migration.name} was changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      const id = crypto.randomUUID();
      await sql.exec("BEGIN");
      try {
        await sql.exec(migration.sql);
        await sql.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)`, [
          id,
          checksum,
          migration.name,
        ]);
        await sql.exec("COMMIT");
      } catch (error) {
        await sql.exec("ROLLBACK");
        throw new MigrationError(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      applied.push(migration.name);
    }
    return applied;
  });
}
